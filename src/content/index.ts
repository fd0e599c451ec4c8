/**
 * The only door to the generated content index for pages. Each getter lives in its own module
 * with its own small JSON file, so a chunk bundles only what its getters need. Post lists and
 * bodies are never bundled: pages receive them per page (see resources.ts and pageData.ts).
 */
export type * from './types.ts';
export { getCase, getCases } from './cases.ts';
export { getLegalPage } from './legal.ts';
export { pageDataKeys } from './pageData.ts';
export { getTopLevelPages } from './pages.ts';
export { readServerData, useBody, usePageData } from './resources.ts';
export { getBlogSummary } from './summary.ts';
