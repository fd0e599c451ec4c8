import { useState, type CSSProperties, type ReactNode } from 'react';
import styles from './Marquee.module.css';
import { PauseButton } from './PauseButton.tsx';

export interface MarqueeProps {
  items: readonly ReactNode[];
  /** Names the pause button: "Pause <label>". */
  label: string;
  /** Seconds one full loop takes. */
  durationSeconds: number;
  className?: string;
  /**
   * Still, the items in even columns at least this wide (a CSS length), each as wide as its column,
   * instead of centred rows of their own widths.
   */
  stillColumn?: string;
  /** Still, the items in one line that scrolls sideways, instead of centred rows that end on a lone item. */
  stillLine?: boolean;
}

/**
 * An endless horizontal strip. The items are rendered twice so the loop is seamless; the copy is
 * hidden from assistive technology and from the tab order. Hovering or focusing it stops it where it
 * is; its pause button stops it for good (WCAG 2.2.2) and shows each item once, wrapped, so that all
 * can be read, as visitors who asked for less motion always see it.
 */
export function Marquee({ items, label, durationSeconds, className, stillColumn, stillLine = false }: MarqueeProps) {
  const [paused, setPaused] = useState(false);
  const group = (copy: boolean) => (
    // A still strip that scrolls sideways (one line, or columns on a phone): the keyboard must reach it too.
    <ul
      className={styles.group}
      {...(copy ? { 'aria-hidden': true, inert: true } : { tabIndex: stillColumn || stillLine ? 0 : undefined })}
    >
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          {item}
        </li>
      ))}
    </ul>
  );

  return (
    <div
      className={[styles.marquee, paused && styles.paused, stillColumn && styles.stillGrid, stillLine && styles.stillLine, className]
        .filter(Boolean)
        .join(' ')}
      style={stillColumn ? ({ '--marquee-still-column': stillColumn } as CSSProperties) : undefined}
    >
      <div className={styles.viewport}>
        <div className={styles.track} style={{ '--marquee-duration': `${durationSeconds}s` } as CSSProperties}>
          {group(false)}
          {group(true)}
        </div>
      </div>
      <PauseButton paused={paused} onToggle={() => setPaused(!paused)} label={label} className={styles.toggle} />
    </div>
  );
}
