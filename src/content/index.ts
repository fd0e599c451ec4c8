/**
 * The only door to the generated content index. Each getter lives in its own module with its
 * own JSON file, so a chunk bundles only the data its getters need: the header reads the small
 * summary, list pages the post metadata; article bodies are never bundled (see body.ts).
 */
export type * from './types.ts';
export { getCase, getCases } from './cases.ts';
export { getLegalPage, getLegalPages } from './legal.ts';
export { getTopLevelPages } from './pages.ts';
export { getPost, getPosts } from './posts.ts';
export { getBlogSummary } from './summary.ts';
