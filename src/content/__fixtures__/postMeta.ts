import type { PostMeta } from '../types.ts';

/** An article's metadata as the content index lists it, for tests: `slug` and what a test needs set. */
export const postMeta = (slug: string, fields: Partial<PostMeta> = {}): PostMeta => ({
  slug,
  title: slug,
  description: '',
  date: '2024-01-01',
  category: 'Cybersecurity',
  categorySlug: 'cybersecurity',
  tags: [],
  banner: '',
  excerpt: '',
  draft: false,
  readingMinutes: 1,
  hero: { src: `/generated/blog/${slug}.svg`, width: 856, height: 540 },
  socialImage: `/generated/social/${slug}.png`,
  ...fields,
});
