import type { CaseMeta } from '../../content/types.ts';
import { CardGrid } from '../services/CardGrid.tsx';
import { CaseCard } from './CaseCard.tsx';

/** Case cards, three a row on wide screens; `result` as CaseCard's. */
export function CaseGrid({ cases, result }: { cases: readonly CaseMeta[]; result?: 'always' | 'stacked' }) {
  return (
    <CardGrid>
      {cases.map((entry) => (
        <li key={entry.slug}>
          <CaseCard entry={entry} result={result} />
        </li>
      ))}
    </CardGrid>
  );
}
