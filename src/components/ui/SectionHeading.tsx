import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

/**
 * Eyebrow, h2 and lead of a section, optionally centred. `split`: across a full-width section, the
 * lead stands beside the heading on wide screens rather than under it with the row's right half empty.
 */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  centered = false,
  split = false,
}: {
  id: string;
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
  centered?: boolean;
  split?: boolean;
}) {
  return (
    <div className={[styles.heading, centered && styles.centered, split && styles.split].filter(Boolean).join(' ')}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {children && <div className="lead">{children}</div>}
    </div>
  );
}
