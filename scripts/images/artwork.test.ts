import { describe, expect, it } from 'vitest';
import { siteConfig } from '../../src/site.config.ts';
import { artworkSvg, type ArtworkInput } from './artwork.ts';
import { artworkInput, SITE_CARD } from './names.ts';

const post = (categorySlug: string, slug = 'cutting-cloud-costs') => ({
  slug,
  title: 'How we cut cloud costs by forty percent',
  banner: 'Cloud Costs',
  category: 'Any',
  categorySlug,
});

const INPUT: ArtworkInput = artworkInput(post('cloud-native'));

/** The motif's group: everything the cover draws besides its field and words. */
const motifOf = (svg: string) => svg.match(/<g transform="translate[^"]*">.*?<\/g>/)?.[0] ?? '';
/** The white paths: the words. */
const wordsOf = (svg: string) => svg.match(/<path fill="#ffffff" d="[^"]*"/g)?.join('') ?? '';

describe('artworkSvg', () => {
  it.each([
    ['hero', 856, 540],
    ['social', 1200, 630],
  ] as const)('draws the %s at %i×%i with every word as paths, so no font is needed to show it', (kind, width, height) => {
    const svg = artworkSvg(kind, INPUT);
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`));
    expect(svg).not.toMatch(/<text|font-family/);
    expect(wordsOf(svg)).not.toBe('');
  });

  it.each([
    ['cybersecurity', 'lattice'],
    ['cloud-native', 'cluster'],
    ['information-technology', 'layers'],
    ['data-analytics', 'chart'],
    ['app-development', 'frames'],
    ['a-category-the-site-does-not-have', 'blocks'],
  ])('gives the %s category the %s motif in its own colour', (categorySlug, motif) => {
    const input = artworkInput(post(categorySlug));
    const color = siteConfig.blog.categories.find((category) => category.slug === categorySlug)?.color ?? '#2563eb';
    expect(input).toMatchObject({ motif, color });
    expect(motifOf(artworkSvg('hero', input))).toContain(`fill="${color}"`);
  });

  it('gives every category a colour of its own', () => {
    const colors = siteConfig.blog.categories.map((category) => category.color);
    expect(new Set(colors).size).toBe(colors.length);
  });

  it.each(siteConfig.blog.categories.map((category) => [category.slug]))(
    'composes each %s article anew from its slug, and the same on every build',
    (categorySlug) => {
      const [first, second] = ['zero-trust-in-practice', 'patching-at-scale'].map((slug) =>
        motifOf(artworkSvg('hero', artworkInput(post(categorySlug, slug)))),
      );
      expect(first).not.toBe(second);
      expect(motifOf(artworkSvg('hero', artworkInput(post(categorySlug, 'zero-trust-in-practice'))))).toBe(first);
    },
  );

  it('sets the banner as the hero’s title, and puts the article’s title on the social card under it', () => {
    const words = (kind: 'hero' | 'social', change: Partial<ArtworkInput>) => wordsOf(artworkSvg(kind, { ...INPUT, ...change }));
    expect(words('hero', { banner: 'Kubernetes' })).not.toBe(words('hero', {}));
    expect(words('hero', { title: 'Short' })).toBe(words('hero', {}));
    expect(words('social', { title: 'Short' }).length).toBeLessThan(words('social', {}).length);
  });

  it('draws the site’s own card in the brand blue', () => {
    expect(SITE_CARD).toMatchObject({ motif: 'blocks', color: '#2563eb' });
    expect(motifOf(artworkSvg('social', SITE_CARD))).toContain('fill="#2563eb"');
  });
});
