import type { LucideIcon } from 'lucide-react';
import styles from './AreaNav.module.css';

export interface AreaLink {
  id: string;
  label: string;
  icon: LucideIcon;
}

/** "On this page": a row of jump links to the areas of a service page. */
export function AreaNav({ label, areas }: { label: string; areas: readonly AreaLink[] }) {
  return (
    <nav aria-label={label} className={styles.nav} data-print="omit">
      <div className="container">
        <ul className={styles.list}>
          {areas.map(({ id, label: areaLabel, icon: Icon }) => (
            <li key={id}>
              <a href={`#${id}`} className={styles.link}>
                <Icon aria-hidden="true" size={18} strokeWidth={1.9} />
                {areaLabel}
              </a>
            </li>
          ))}
        </ul>
      </div>
    </nav>
  );
}
