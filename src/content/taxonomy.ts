/** Derives the blog's categories, tags and pages from the posts, so no list is typed by hand. */
import { siteConfig } from '../site.config.ts';
import { CARD_FIELDS, type BlogSummary, type CategorySummary, type ListedPost, type PostMeta, type TagSummary } from './types.ts';

/** What counting needs of a post: known from its front matter alone, before its body is rendered. */
export type PostTaxonomy = Pick<PostMeta, 'categorySlug' | 'tags'>;

/** A blog category's colour, which its covers are drawn in (scripts/images) and cards continue; undefined for one without. */
export const categoryColor = (slug: string): string | undefined =>
  siteConfig.blog.categories.find((category) => category.slug === slug)?.color;

export function countCategories(posts: PostTaxonomy[]): CategorySummary[] {
  return siteConfig.blog.categories
    .map(({ name, slug }) => ({ name, slug, count: posts.filter((post) => post.categorySlug === slug).length }))
    .filter((category) => category.count > 0);
}

export function countTags(posts: PostTaxonomy[]): TagSummary[] {
  const tags = new Map<string, TagSummary>();
  for (const { name, slug } of posts.flatMap((post) => post.tags)) {
    const tag = tags.get(slug) ?? { name, slug, count: 0 };
    tag.count += 1;
    tags.set(slug, tag);
  }
  return [...tags.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

/** The newest posts and every post's category and tags; `posts` must be sorted newest first. */
export const summarize = (posts: PostMeta[]): BlogSummary => ({
  recent: posts
    .slice(0, siteConfig.blog.recentCount)
    .map((post) => Object.fromEntries(CARD_FIELDS.map((key) => [key, post[key]])) as ListedPost),
  categories: countCategories(posts),
  tags: countTags(posts),
  postCount: posts.length,
});

export const pageCount = (postCount: number) => Math.max(1, Math.ceil(postCount / siteConfig.blog.postsPerPage));
