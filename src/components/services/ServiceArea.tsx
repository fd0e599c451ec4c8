import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { CheckList } from './CheckList.tsx';
import styles from './ServiceArea.module.css';

export interface ServiceAreaProps {
  /** Anchor of the section, so menus, cards and articles can link straight to it. */
  id: string;
  icon: LucideIcon;
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
}

/**
 * One area of a service page: eyebrow (its icon inside, as every section labels itself with an
 * eyebrow and a heading), heading and pitch beside a deliverables card or artwork.
 */
export function ServiceArea({ id, icon: Icon, eyebrow, title, children, deliverables, visual, alt, reverse }: ServiceAreaProps) {
  const headingId = `${id}-heading`;
  return (
    <section id={id} aria-labelledby={headingId} className={alt ? 'section section--alt' : 'section'}>
      <div className={`container ${styles.grid} ${reverse ? styles.reverse : ''}`}>
        <div className={styles.text}>
          <p className={`eyebrow ${styles.eyebrow}`}>
            <Icon aria-hidden="true" size={18} strokeWidth={2} />
            {eyebrow}
          </p>
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
    </section>
  );
}
