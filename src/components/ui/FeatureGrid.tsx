import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './FeatureGrid.module.css';

export interface Feature {
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  /** Anchor id, so menus and articles can link straight to this feature. */
  id?: string;
}

/** Cards with a line icon, a title and a short text, three a row on wide screens. */
export function FeatureGrid({ features, headingLevel = 3 }: { features: Feature[]; headingLevel?: 2 | 3 }) {
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className={styles.grid}>
      {features.map(({ icon: Icon, title, text, id }) => (
        <li key={title} id={id} className={styles.card}>
          <span className={styles.icon}>
            <Icon aria-hidden="true" size={26} strokeWidth={1.75} />
          </span>
          <Heading className={styles.title}>{title}</Heading>
          <div className={styles.text}>{text}</div>
        </li>
      ))}
    </ul>
  );
}
