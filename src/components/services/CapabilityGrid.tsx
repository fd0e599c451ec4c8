import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import styles from './CapabilityGrid.module.css';

export interface Capability {
  /** Anchor of the card, so articles can link to it. */
  id: string;
  icon: LucideIcon;
  title: string;
  text: ReactNode;
  points: readonly string[];
}

/** Cards two a row, each with an icon, a title, a short text and its own short list of practices. */
export function CapabilityGrid({ capabilities }: { capabilities: readonly Capability[] }) {
  return (
    <ul className={styles.grid}>
      {capabilities.map(({ id, icon: Icon, title, text, points }) => (
        <li key={id} id={id} className={styles.card}>
          <div className={styles.head}>
            <span className={styles.icon}>
              <Icon aria-hidden="true" size={24} strokeWidth={1.8} />
            </span>
            <h3 className={styles.title}>{title}</h3>
          </div>
          <p className={styles.text}>{text}</p>
          <ul className={styles.points}>
            {points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </li>
      ))}
    </ul>
  );
}
