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
  const files: [string, unknown][] = [];
  for (let page = 1; page <= pages; page += 1) {
    files.push([
      pageDataKeys.blogPage(page),
      { page, pageCount: pages, posts: posts.slice((page - 1) * perPage, page * perPage) } satisfies BlogPageData,
    ]);
  }
  const sectionsOf = new Map(bodies.filter((body) => body.kind === 'posts').map((body) => [body.slug, body.toc]));
  posts.forEach((post, index) => {
    files.push([
      pageDataKeys.post(post.slug),
      {
        post,
        older: linkOf(posts[index + 1]),
        newer: linkOf(posts[index - 1]),
        toc: sectionsOf.get(post.slug) ?? [],
      } satisfies PostPageData,
    ]);
  });
  for (const category of summary.categories) {
    const matching = posts.filter((post) => post.categorySlug === category.slug);
    files.push([
      pageDataKeys.category(category.slug),
      { name: category.name, slug: category.slug, posts: matching } satisfies TaxonomyPageData,
    ]);
  }
  for (const tag of summary.tags) {
    const matching = posts.filter((post) => post.tags.some((candidate) => candidate.slug === tag.slug));
    files.push([pageDataKeys.tag(tag.slug), { name: tag.name, slug: tag.slug, posts: matching } satisfies TaxonomyPageData]);
  }
  const routes: BlogRoutesData = {
    postSlugs: posts.map((post) => post.slug),
    pageCount: pages,
    categorySlugs: summary.categories.map((category) => category.slug),
    tagSlugs: summary.tags.map((tag) => tag.slug),
  };
  files.push([pageDataKeys.blogRoutes, routes]);
  for (const { slug, phases } of cases) files.push([pageDataKeys.case(slug), { phases }]);
  return files;
}
