/** Splits the index into the small data file each blog or case page needs (see src/content/pageData.ts). */
import { pageDataKeys } from '../../src/content/pageData.ts';
import { pageCount } from '../../src/content/taxonomy.ts';
import type { BlogPageData, BlogRoutesData, PostLink, PostMeta, PostPageData, TaxonomyPageData } from '../../src/content/types.ts';
import { siteConfig } from '../../src/site.config.ts';
import type { ContentIndex } from './contentIndex.ts';

const linkOf = (post: PostMeta | undefined): PostLink | null => (post ? { slug: post.slug, title: post.title } : null);

export function pageDataFiles({ posts, cases, summary, bodies }: ContentIndex): [key: string, data: unknown][] {
  const perPage = siteConfig.blog.postsPerPage;
  const pages = pageCount(posts.length);
  const sectionsOf = new Map(bodies.filter((body) => body.kind === 'posts').map((body) => [body.slug, body.toc]));
  const routes: BlogRoutesData = {
    postSlugs: posts.map((post) => post.slug),
    pageCount: pages,
    categorySlugs: summary.categories.map((category) => category.slug),
    tagSlugs: summary.tags.map((tag) => tag.slug),
  };
  return [
    ...Array.from({ length: pages }, (_, index) => index + 1).map((page): [string, BlogPageData] => [
      pageDataKeys.blogPage(page),
      { page, pageCount: pages, posts: posts.slice((page - 1) * perPage, page * perPage) },
    ]),
    ...posts.map((post, index): [string, PostPageData] => [
      pageDataKeys.post(post.slug),
      { post, older: linkOf(posts[index + 1]), newer: linkOf(posts[index - 1]), toc: sectionsOf.get(post.slug) ?? [] },
    ]),
    ...summary.categories.map(({ name, slug }): [string, TaxonomyPageData] => [
      pageDataKeys.category(slug),
      { name, slug, posts: posts.filter((post) => post.categorySlug === slug) },
    ]),
    ...summary.tags.map(({ name, slug }): [string, TaxonomyPageData] => [
      pageDataKeys.tag(slug),
      { name, slug, posts: posts.filter((post) => post.tags.some((tag) => tag.slug === slug)) },
    ]),
    [pageDataKeys.blogRoutes, routes],
    ...cases.map(({ slug, phases }): [string, unknown] => [pageDataKeys.case(slug), { phases }]),
  ];
}
