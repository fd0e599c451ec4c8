/** Every path the built site serves as a page, derived from the fixed paths and the content. */
import { pageCount } from '../content/taxonomy.ts';
import type { BlogSummary } from '../content/types.ts';
import { blogPaths, contentPath, paths } from './paths.ts';

export interface ContentPaths {
  postSlugs: string[];
  caseSlugs: string[];
  legalSlugs: string[];
  summary: Pick<BlogSummary, 'categories' | 'tags' | 'postCount'>;
}

/** Not-found and its static twin are pages, but never a link target of content. */
const fixedPagePaths = Object.values(paths).filter((path) => path !== paths.notFound && path !== paths.notFoundFile);

export function listSitePaths(content: ContentPaths): string[] {
  const blogPages = Array.from({ length: pageCount(content.summary.postCount) - 1 }, (_, index) => blogPaths.page(index + 2));
  return [
    ...fixedPagePaths,
    ...blogPages,
    ...content.postSlugs.map(blogPaths.post),
    ...content.summary.categories.map((category) => blogPaths.category(category.slug)),
    ...content.summary.tags.map((tag) => blogPaths.tag(tag.slug)),
    ...content.caseSlugs.map(contentPath),
    ...content.legalSlugs.map(contentPath),
  ];
}
