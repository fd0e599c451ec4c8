/**
 * The shapes of the generated content index (src/content/generated/), shared by the build
 * scripts that write it and the pages that read it.
 */

export interface Heading {
  text: string;
  id: string;
}

export interface PostMeta {
  slug: string;
  title: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  date: string;
  category: string;
  categorySlug: string;
  tags: { name: string; slug: string }[];
  banner: string;
  excerpt: string;
  /** The writer's own image under public/, if any (the hero is made from it). */
  image?: string;
  /** What the writer's own image shows (its alt text); a drawn hero has none, being decoration. */
  imageAlt?: string;
  cardLabel?: string;
  draft: boolean;
  readingMinutes: number;
  /** The hero shown on the article and its card, made at build (see scripts/images/); `src` is a site path, without the base path. */
  hero: { src: string; width: number; height: number };
  /** Site path of the 1200×630 image link previews show. */
  socialImage: string;
}

export interface CategorySummary {
  name: string;
  slug: string;
  count: number;
}

export type TagSummary = CategorySummary;

/** What a list shows of a post, its card's fields: every page holds the newest few, so not their tags and descriptions. */
export const CARD_FIELDS = ['slug', 'title', 'date', 'category', 'categorySlug', 'excerpt', 'cardLabel', 'readingMinutes', 'hero'] as const;
export type ListedPost = Pick<PostMeta, (typeof CARD_FIELDS)[number]>;

export interface BlogSummary {
  /** The newest posts, newest first (the sidebar and the Resources menu show them). */
  recent: ListedPost[];
  categories: CategorySummary[];
  tags: TagSummary[];
  postCount: number;
}

export interface CaseMeta {
  slug: string;
  title: string;
  cardTitle: string;
  description: string;
  excerpt: string;
  industry: string;
  addedValue: string;
  duration: string;
  objective: { kind: 'KPI' | 'SLA'; label: string };
  cta: { label: string; href: string; external: boolean };
  order: number;
  image?: string;
}

/** A case's per-page data: the phases its timeline draws, each over its first and last week. */
export interface CasePageData {
  phases: { name: string; weeks: [number, number] }[];
}

export interface LegalMeta {
  slug: string;
  title: string;
  banner: string;
  description: string;
  /** ISO date, YYYY-MM-DD. */
  updated: string;
  keyFacts?: { figure: string; label: string }[];
  toc: Heading[];
}

export type ContentKind = 'posts' | 'portfolio' | 'legal';

/** A content entry served at the top level of the site, e.g. /policy or /portfolio-poc-data. */
export type TopLevelPage = { slug: string; kind: 'portfolio' | 'legal' };

/** Enough of a post to link to it. */
export type PostLink = Pick<PostMeta, 'slug' | 'title'>;

/** Data of /blog and /blog/page/N. */
export interface BlogPageData {
  page: number;
  pageCount: number;
  posts: PostMeta[];
}

/** Data of /blog/<slug> (its body travels separately). */
export interface PostPageData {
  post: PostMeta;
  older: PostLink | null;
  newer: PostLink | null;
  /** The body's sections (its ## headings), which the article's "On this page" list links to. */
  toc: Heading[];
}

/** Data of /blog/category/<slug> and /blog/tag/<slug>. */
export interface TaxonomyPageData {
  name: string;
  slug: string;
  posts: PostMeta[];
}

/** What the pre-renderer needs to list the blog's dynamic pages (read on the server only). */
export interface BlogRoutesData {
  postSlugs: string[];
  pageCount: number;
  categorySlugs: string[];
  tagSlugs: string[];
}
