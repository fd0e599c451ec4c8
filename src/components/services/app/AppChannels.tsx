import { CheckList } from '../CheckList.tsx';
import { CardGrid } from '../CardGrid.tsx';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import type { AppArea } from './appAreas.tsx';
import styles from './AppChannels.module.css';

/**
 * The apps we build, side by side: web, mobile and decentralized. Each card keeps its area's
 * anchor, eyebrow, pitch and deliverables, so the row of links above the page reaches it.
 */
export function AppChannels({ areas }: { areas: readonly AppArea[] }) {
  return (
    <section className="section" aria-labelledby="app-channels-heading">
      <div className="container">
        <SectionHeading id="app-channels-heading" eyebrow="What we build" title="Apps for every screen your customers use" centered>
          <p>Web portals, phone apps and on-chain products, built in small releases you can try every week.</p>
        </SectionHeading>
        <CardGrid>
          {areas.map(({ id, icon: Icon, eyebrow, title, children, deliverables }) => (
            <li key={id} className={styles.item}>
              <section id={id} aria-labelledby={`${id}-heading`} className={styles.card}>
                <span className={styles.icon}>
                  <Icon aria-hidden="true" size={24} strokeWidth={1.75} />
                </span>
                <p className="eyebrow">{eyebrow}</p>
                <h3 id={`${id}-heading`} className={styles.title}>
                  {title}
                </h3>
                <div className={styles.pitch}>{children}</div>
                <CheckList items={deliverables} />
              </section>
            </li>
          ))}
        </CardGrid>
      </div>
    </section>
  );
}
