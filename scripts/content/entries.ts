/**
 * Turns validated front matter and rendered bodies into the index entries pages read, one
 * function per content kind.
 */
import { articleImagePaths } from '../images/names.ts';
import type { CaseMeta, CasePageData, ContentKind, LegalMeta, PostMeta } from '../../src/content/types.ts';
import { siteConfig } from '../../src/site.config.ts';
import type { Body } from './contentIndex.ts';
import { readingMinutes, type RenderedBody } from './markdown.ts';
import type { LegalFrontMatter } from './schemas/legal.ts';
import { BOOKING_TARGET, type PortfolioFrontMatter } from './schemas/portfolio.ts';
import type { PostFrontMatter } from './schemas/post.ts';
import { toSlug } from './slugs.ts';

/** `ownImageHash`: the hash of the writer's own hero image, when the post names one. */
export function toPostMeta(slug: string, data: PostFrontMatter, body: RenderedBody, ownImageHash?: string): PostMeta {
  const category = siteConfig.blog.categories.find((candidate) => candidate.name === data.category);
  const categorySlug = category?.slug ?? toSlug(data.category);
  const images = articleImagePaths({ slug, title: data.title, banner: data.banner, category: data.category, categorySlug }, ownImageHash);
  return {
    slug,
    title: data.title,
    description: data.description,
    date: data.date,
    category: data.category,
    categorySlug,
    tags: data.tags.map((name) => ({ name, slug: toSlug(name) })),
    banner: data.banner,
    excerpt: data.excerpt,
    ...(data.image ? { image: data.image, imageAlt: data.imageAlt ?? '' } : {}),
    ...(data.cardLabel ? { cardLabel: data.cardLabel } : {}),
    draft: data.draft,
    readingMinutes: readingMinutes(body.words),
    hero: { src: images.hero, width: 856, height: 540 },
    socialImage: images.social,
  };
}

/** Every field of the front matter but `draft`, which only decides whether the entry is built. */
export function toCaseMeta(slug: string, { draft: _draft, cta, ...fields }: PortfolioFrontMatter): CaseMeta & CasePageData {
  const booking = cta.href === BOOKING_TARGET;
  return { slug, ...fields, cta: { label: cta.label, href: booking ? siteConfig.bookingUrl : cta.href, external: booking } };
}

export function toLegalMeta({ draft: _draft, ...fields }: LegalFrontMatter, body: RenderedBody): LegalMeta {
  return { ...fields, toc: body.headings };
}

export const toBody = (kind: ContentKind, slug: string, body: RenderedBody): Body => ({
  kind,
  slug,
  html: body.html,
  toc: body.headings,
});

type Dated = Pick<PostMeta, 'date' | 'title'>;

/** Newest first; ties broken by title so the order never depends on the file system. */
export const byNewest = (a: Dated, b: Dated) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
