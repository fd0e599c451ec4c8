/**
 * The keys of the per-page data files (src/content/generated/data/<key>.json, served as
 * content/data/<key>.json): one small file per page, so no page loads the list of every post.
 */
export const pageDataKeys = {
  blogPage: (page: number) => `blog/page-${page}`,
  post: (slug: string) => `posts/${slug}`,
  category: (slug: string) => `blog/category-${slug}`,
  tag: (slug: string) => `blog/tag-${slug}`,
  blogRoutes: 'blog/routes',
  case: (slug: string) => `cases/${slug}`,
};
