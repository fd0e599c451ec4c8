import { useId, type ReactNode } from 'react';
import styles from './consoleStyle.module.css';
import { labelFor, type ConsoleLayout } from './consoleStyle.ts';

/**
 * The widths of a console's two arrangements: `wide` (560 × 420), `narrow` (340 px wide, as tall as
 * it needs) for a phone, where the wide one would shrink its words to 6-9 px. A console draws both
 * and the style sheet shows one, so its words stay 12 px or more.
 */
const WIDTHS: Record<ConsoleLayout, number> = { wide: 560, narrow: 340 };

interface ConsoleFrameProps {
  title: string;
  layout: ConsoleLayout;
  height: number;
  /** What the drawing shows, for a console that is an image; without it the console is decoration. */
  alt?: { title: string; description: string };
  children: ReactNode;
}

/** The navy console the service drawings share: a title bar with a caps title, aligned with the drawing's own labels, then the drawing. */
export function ConsoleFrame({ title, layout, height, alt, children }: ConsoleFrameProps) {
  const id = useId();
  const width = WIDTHS[layout];
  const bar = layout === 'wide' ? { height: 44, x: 32 } : { height: 40, x: 20 };
  const labelling = alt ? { role: 'img', 'aria-labelledby': `${id}-title ${id}-description` } : { 'aria-hidden': true };
  return (
    <svg className={styles[layout]} viewBox={`0 0 ${width} ${height}`} width={width} height={height} focusable="false" {...labelling}>
      {alt && (
        <>
          <title id={`${id}-title`}>{alt.title}</title>
          <desc id={`${id}-description`}>{alt.description}</desc>
        </>
      )}
      <rect width={width} height={height} fill="#0b1b3f" />
      <rect width={width} height={bar.height} fill="#112654" />
      <text x={bar.x} y={bar.height / 2 + 5} {...labelFor(layout)}>
        {title}
      </text>
      {children}
    </svg>
  );
}
