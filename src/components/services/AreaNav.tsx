import type { LucideIcon } from 'lucide-react';
import { useEffect, useRef, type ReactNode } from 'react';
import { useCurrentSection } from '../../hooks/useCurrentSection.ts';
import styles from './AreaNav.module.css';

export interface AreaLink {
  id: string;
  label: string;
  icon: LucideIcon;
}

/**
 * "On this page": a row of jump links to the areas of a service page, the area being read marked,
 * as an article's outline marks its section. It stays under the header over `children`, the areas,
 * and lets go after the last of them, before the page's closing band and footer.
 */
export function AreaNav({ label, areas, children }: { label: string; areas: readonly AreaLink[]; children: ReactNode }) {
  const current = useCurrentSection(areas.map((area) => area.id));
  const list = useRef<HTMLUListElement>(null);
  // On a phone the row scrolls sideways: the marked area's link is brought to its middle, and the
  // row back to its start above the first area, the row alone moving (the list's CSS makes it
  // glide, or not, as the visitor's motion setting says).
  useEffect(() => {
    const row = list.current;
    const link = row?.querySelector<HTMLElement>('[aria-current]');
    if (row) row.scrollLeft = link ? link.offsetLeft - row.offsetLeft - (row.clientWidth - link.offsetWidth) / 2 : 0;
  }, [current]);
  return (
    <div>
      <nav aria-label={label} className={styles.nav} data-print="omit">
        <div className="container">
          <ul className={styles.list} ref={list}>
            {areas.map(({ id, label: areaLabel, icon: Icon }) => (
              <li key={id}>
                <a href={`#${id}`} className={styles.link} aria-current={id === current ? 'location' : undefined}>
                  <Icon aria-hidden="true" size={18} strokeWidth={1.9} />
                  {areaLabel}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      {children}
    </div>
  );
}
