/**
 * Turns validated front matter and rendered bodies into the index entries pages read, one
 * function per content kind.
 */
import { articleImagePaths } from '../images/names.ts';
import type { CaseMeta, ContentKind, LegalMeta, PostMeta } from '../../src/content/types.ts';
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

export function toCaseMeta(slug: string, data: PortfolioFrontMatter): CaseMeta {
  const booking = data.cta.href === BOOKING_TARGET;
  return {
    slug,
    title: data.title,
    cardTitle: data.cardTitle,
    description: data.description,
    excerpt: data.excerpt,
    industry: data.industry,
    addedValue: data.addedValue,
    duration: data.duration,
    objective: data.objective,
    cta: { label: data.cta.label, href: booking ? siteConfig.bookingUrl : data.cta.href, external: booking },
    order: data.order,
    ...(data.image ? { image: data.image } : {}),
  };
}

/** A body's sections: its ## headings, which tables of contents list. */
const sectionsOf = (body: RenderedBody) => body.headings.filter((heading) => heading.depth === 2);

export function toLegalMeta(data: LegalFrontMatter, body: RenderedBody): LegalMeta {
  return {
    slug: data.slug,
    title: data.title,
    banner: data.banner,
    description: data.description,
    updated: data.updated,
    toc: sectionsOf(body),
  };
}

export const toBody = (kind: ContentKind, slug: string, body: RenderedBody): Body => ({
  kind,
  slug,
  html: body.html,
  toc: sectionsOf(body),
});

type Dated = Pick<PostMeta, 'date' | 'title'>;

/** Newest first; ties broken by title so the order never depends on the file system. */
export const byNewest = (a: Dated, b: Dated) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title);
