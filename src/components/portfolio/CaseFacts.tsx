import type { CaseMeta } from '../../content/types.ts';
import styles from './CaseFacts.module.css';

/** The facts panel of a case: industry, added value, duration, KPI or SLA objective. */
export function CaseFacts({ entry }: { entry: CaseMeta }) {
  const facts: [string, string][] = [
    ['Industry', entry.industry],
    ['Added value', entry.addedValue],
    ['Duration', entry.duration],
    [entry.objective.kind === 'SLA' ? 'SLA objective' : 'KPI', entry.objective.label],
  ];
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
