import type { CaseMeta } from '../../content/types.ts';
import { CardGrid } from '../services/CardGrid.tsx';
import { CaseCard } from './CaseCard.tsx';

/**
 * Case cards, three a row on wide screens; without their results (`withResults` false) below an
 * opening that lists them already (the portfolio's).
 */
export function CaseGrid({ cases, withResults = true }: { cases: readonly CaseMeta[]; withResults?: boolean }) {
  return (
    <CardGrid>
      {cases.map((entry) => (
        <li key={entry.slug}>
          <CaseCard entry={entry} withResult={withResults} />
        </li>
      ))}
    </CardGrid>
  );
}
