import type { ReactNode } from 'react';
import { CheckList } from './CheckList.tsx';
import styles from './ServiceArea.module.css';

export interface ServiceAreaProps {
  /** Anchor of the section, so menus, cards and articles can link straight to it. */
  id: string;
  eyebrow: string;
  title: string;
  /** The pitch: a few short paragraphs. */
  children: ReactNode;
  /** What the client gets, shown in a card beside the text unless a visual takes its place. */
  deliverables: readonly string[];
  /** Artwork shown beside the text; the deliverables then follow the pitch. */
  visual?: ReactNode;
  alt?: boolean;
  reverse?: boolean;
  /** The case that proves the area, across the section's foot as on the other service pages. */
  proof?: ReactNode;
}

/** One area of a service page: eyebrow, heading and pitch beside a deliverables card or artwork. */
export function ServiceArea({ id, eyebrow, title, children, deliverables, visual, alt, reverse, proof }: ServiceAreaProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={alt ? 'section section--alt' : 'section'}>
      <div className={`container ${styles.grid} ${reverse ? styles.reverse : ''}`}>
        <div className={styles.text}>
          <p className="eyebrow">{eyebrow}</p>
          <h2 id={headingId}>{title}</h2>
          <div className={styles.pitch}>{children}</div>
          {visual && <CheckList items={deliverables} />}
        </div>
        {visual ? (
          <div className={styles.visual}>{visual}</div>
        ) : (
          <div className={styles.card}>
            <h3 className={styles.cardTitle}>What you get</h3>
            <CheckList items={deliverables} />
          </div>
        )}
      </div>
      {proof && <div className={`container ${styles.proof}`}>{proof}</div>}
    </section>
  );
}
