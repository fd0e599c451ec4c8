import pages from './generated/pages.json';
import type { TopLevelPage } from './types.ts';

/** Slugs of the case studies and legal pages served at the top level (what the router needs). */
export const getTopLevelPages = (): TopLevelPage[] => pages as TopLevelPage[];
