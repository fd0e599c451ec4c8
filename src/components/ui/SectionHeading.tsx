import type { ReactNode } from 'react';
import styles from './SectionHeading.module.css';

/** Eyebrow, h2 and lead of a section, optionally centred. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  children,
  centered = false,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  children?: ReactNode;
  centered?: boolean;
}) {
  return (
    <div className={`${styles.heading} ${centered ? styles.centered : ''}`}>
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h2 id={id}>{title}</h2>
      {children && <div className="lead">{children}</div>}
    </div>
  );
}
