import summary from './generated/summary.json';
import type { BlogSummary } from './types.ts';

/** The bounded digest of the blog: newest posts, category and tag counts. */
export const getBlogSummary = (): BlogSummary => summary as BlogSummary;
