import { siteConfig } from '../../site.config.ts';

/** A blog category's colour, as its covers are drawn in (scripts/images), or undefined for one without. */
export const categoryColor = (slug: string): string | undefined =>
  siteConfig.blog.categories.find((category) => category.slug === slug)?.color;
