import type { CaseMeta } from '../../content/types.ts';
import { CardGrid } from '../services/CardGrid.tsx';
import { CaseCard } from './CaseCard.tsx';

/** Case cards, three a row on wide screens. */
export function CaseGrid({ cases }: { cases: readonly CaseMeta[] }) {
  return (
    <CardGrid>
      {cases.map((entry) => (
        <li key={entry.slug}>
          <CaseCard entry={entry} />
        </li>
      ))}
    </CardGrid>
  );
}
