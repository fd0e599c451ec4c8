import type { PostMeta } from '../content/types.ts';

/**
 * What the search index keeps of an article beside its words, so a result shows its category and
 * date: read by Pagefind from these attributes when the site is built (scripts/postbuild/
 * searchIndex.ts sends it the marked article), and returned with each hit (src/lib/search.ts).
 * The title goes last, written out: Pagefind reads an inline value to the end, commas included.
 */
export function articleSearchAttributes(post: Pick<PostMeta, 'title' | 'category' | 'date'>) {
  return {
    'data-pagefind-body': '',
    'data-category': post.category,
    'data-date': post.date,
    'data-pagefind-meta': `category[data-category], date[data-date], title:${post.title}`,
  };
}
