import type { ReactNode } from 'react';
import { consoleLabel } from './consoleStyle.ts';

/**
 * The navy console the service drawings share: a title bar with a caps title, aligned with the
 * drawing's own labels, then the drawing. Each drawing decides whether it is an image with a text alternative or decoration.
 */
export function ConsoleFrame({ title, children, ...labelling }: { title: string; children: ReactNode } & SvgLabelling) {
  return (
    <svg viewBox="0 0 560 420" width="560" height="420" focusable="false" {...labelling}>
      <rect width="560" height="420" fill="#0b1b3f" />
      <rect width="560" height="44" fill="#112654" />
      <text x="32" y="27" {...consoleLabel}>
        {title}
      </text>
      {children}
    </svg>
  );
}

type SvgLabelling = { 'aria-hidden': 'true' } | { role: 'img'; 'aria-labelledby': string };
