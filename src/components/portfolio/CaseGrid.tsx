import type { CaseMeta } from '../../content/types.ts';
import { CaseCard } from './CaseCard.tsx';
import styles from './CaseGrid.module.css';

/** Case cards, three a row on wide screens. */
export function CaseGrid({ cases }: { cases: readonly CaseMeta[] }) {
  return (
    <ul className={styles.grid}>
      {cases.map((entry) => (
        <li key={entry.slug}>
          <CaseCard entry={entry} />
        </li>
      ))}
    </ul>
  );
}
