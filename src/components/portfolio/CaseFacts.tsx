import { Building2, CalendarClock, Gauge, TrendingUp, type LucideIcon } from 'lucide-react';
import type { CaseMeta } from '../../content/types.ts';
import styles from './CaseFacts.module.css';

/**
 * The facts panel of a case: industry, added value, duration, KPI or SLA objective, each at one
 * size: the opening already sets the result large, and said large here too, a reader would meet
 * it three times in one screen.
 */
export function CaseFacts({ entry }: { entry: CaseMeta }) {
  const facts: [LucideIcon, string, string][] = [
    [Building2, 'Industry', entry.industry],
    [TrendingUp, 'Added value', entry.addedValue],
    [CalendarClock, 'Duration', entry.duration],
    [Gauge, entry.objective.kind === 'SLA' ? 'SLA objective' : 'KPI', entry.objective.label],
  ];
  return (
    <section className={styles.panel} aria-labelledby="case-facts-heading">
      <h2 id="case-facts-heading" className={styles.heading}>
        At a glance
      </h2>
      <dl className={styles.facts}>
        {facts.map(([Icon, term, value]) => (
          <div key={term} className={styles.fact}>
            <dt>
              <span className={styles.icon}>
                <Icon aria-hidden="true" size={20} strokeWidth={1.9} />
              </span>
              {term}
            </dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
