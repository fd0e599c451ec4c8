import { describe, expect, it } from 'vitest';
import { articleImagePaths, SITE_SOCIAL_IMAGE } from './names.ts';

const post = {
  slug: 'zero-trust',
  title: 'Zero trust in practice',
  banner: 'Zero Trust',
  category: 'Cybersecurity',
  categorySlug: 'cybersecurity',
};

describe('article image addresses', () => {
  it('are the slug and a tag of the picture, the same tag for hero and card', () => {
    const { hero, social } = articleImagePaths(post);
    expect(hero).toMatch(/^\/generated\/blog\/zero-trust-[0-9a-f]{10}\.svg$/);
    const tag = hero.slice('/generated/blog/zero-trust-'.length, -'.svg'.length);
    expect(social).toBe(`/generated/social/zero-trust-${tag}.png`);
    expect(articleImagePaths({ ...post })).toEqual({ hero, social });
  });

  it.each([
    ['the title', { title: 'Zero trust, in practice' }],
    ['the banner', { banner: 'Zero-Trust' }],
    ['the slug, which composes the motif', { slug: 'zero-trust-2' }],
    ['the category, whose motif and colour are drawn', { categorySlug: 'data-analytics' }],
  ])('change with %s', (_, change) => {
    expect(articleImagePaths({ ...post, ...change }).hero).not.toBe(articleImagePaths(post).hero);
  });

  it("stay with the category's name, which the picture does not show", () => {
    expect(articleImagePaths({ ...post, category: 'Security' })).toEqual(articleImagePaths(post));
  });

  it("follow the bytes of a writer's own image, served as WebP", () => {
    const own = articleImagePaths(post, 'a'.repeat(64));
    expect(own.hero).toMatch(/^\/generated\/blog\/zero-trust-[0-9a-f]{10}\.webp$/);
    expect(own.social).toMatch(/^\/generated\/social\/zero-trust-[0-9a-f]{10}\.png$/);
    expect(articleImagePaths(post, 'b'.repeat(64)).hero).not.toBe(own.hero);
    // The title is not drawn on a writer's own image: a new title keeps its address.
    expect(articleImagePaths({ ...post, title: 'Another title' }, 'a'.repeat(64))).toEqual(own);
  });

  it('name the default card too', () => {
    expect(SITE_SOCIAL_IMAGE).toMatch(/^\/generated\/social\/site-[0-9a-f]{10}\.png$/);
  });
});
