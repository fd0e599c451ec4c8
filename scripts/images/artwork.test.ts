import { describe, expect, it } from 'vitest';
import { artworkSvg, type ArtworkInput } from './artwork.ts';

const INPUT: ArtworkInput = {
  slug: 'cutting-cloud-costs',
  title: 'How we cut cloud costs by forty percent',
  banner: 'Cloud',
  category: 'Cloud Services',
  color: '#2563eb',
};

describe('artworkSvg', () => {
  it.each([
    ['hero', 856, 540],
    ['social', 1200, 630],
  ] as const)('draws the %s at %i×%i with every word as paths, so no font is needed to show it', (kind, width, height) => {
    const svg = artworkSvg(kind, INPUT);
    expect(svg).toMatch(new RegExp(`^<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"`));
    expect(svg).not.toMatch(/<text|font-family/);
    expect(svg.match(/<path fill="#ffffff"/g)?.length).toBeGreaterThanOrEqual(1);
  });

  it('gives each article its own arrangement of nodes, in its category colour', () => {
    const circles = (svg: string) => svg.match(/<circle [^>]*>/g)?.join('');
    expect(circles(artworkSvg('hero', INPUT))).not.toBe(circles(artworkSvg('hero', { ...INPUT, slug: 'another-article' })));
    expect(artworkSvg('hero', { ...INPUT, color: '#9333ea' })).toContain('fill="#9333ea"');
  });

  it('puts the title on social cards only; heroes carry the banner', () => {
    const paths = (svg: string) => svg.match(/<path fill="#ffffff" d="[^"]*"/g)?.join('').length ?? 0;
    expect(paths(artworkSvg('social', INPUT))).toBeGreaterThan(paths(artworkSvg('social', { ...INPUT, title: 'Short' })));
    expect(paths(artworkSvg('hero', INPUT))).toBe(paths(artworkSvg('hero', { ...INPUT, title: 'Short' })));
  });
});
