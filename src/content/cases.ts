import cases from './generated/cases.json';
import type { CaseMeta } from './types.ts';

/** Case studies in index order. */
export const getCases = (): CaseMeta[] => cases as CaseMeta[];

export const getCase = (slug: string): CaseMeta | undefined => getCases().find((entry) => entry.slug === slug);
