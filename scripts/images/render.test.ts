import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { artworkParts, artworkSvg, svgDocument, type ArtworkInput } from './artwork.ts';
import { rasterise } from './rasterise.ts';
import { renderPng } from './render.ts';

const INPUTS: ArtworkInput[] = [
  { slug: 'short', title: 'Short', banner: 'Cloud', category: 'Cloud Services', color: '#2563eb' },
  {
    slug: 'cutting-cloud-costs',
    title: 'How we cut cloud costs by forty percent without slowing delivery',
    banner: 'Cloud',
    category: 'Cloud Services',
    color: '#9333ea',
  },
  {
    slug: 'three-lines',
    title: Array.from({ length: 30 }, () => 'Kubernetes').join(' '),
    banner: 'Data',
    category: 'Data & AI',
    color: '#059669',
  },
];

describe('renderPng', () => {
  it.each(INPUTS)('composes the same picture as rendering the whole card: "$title"', async (input) => {
    const whole = rasterise(artworkSvg('social', input, { forRaster: true }));
    const { data, info } = await sharp(await renderPng('social', input))
      .raw()
      .toBuffer({ resolveWithObject: true });
    expect([info.width, info.height, info.channels]).toEqual([1200, 630, 3]);
    let [total, far] = [0, 0];
    for (let pixel = 0; pixel < 1200 * 630; pixel++) {
      for (let channel = 0; channel < 3; channel++) {
        const difference = Math.abs(whole[pixel * 4 + channel]! - data[pixel * 3 + channel]!);
        total += difference;
        if (difference > 32) far++;
      }
    }
    // Glyphs sit within an eighth of a pixel of their outline's place, so only their anti-aliased
    // edges differ, and by little: a missing or misplaced part would move these by far more.
    expect(total / data.length).toBeLessThan(0.5);
    expect(far / data.length).toBeLessThan(0.005);
  });

  it('keeps every varying shape inside the box it is rendered in', () => {
    // Each shape is rasterised in a window reaching MARGIN pixels past its box: a shape drawn
    // wholly elsewhere would be missing from the composed card, which the test above catches.
    const MARGIN = 24;
    for (const kind of ['social', 'hero'] as const) {
      for (const index of Array.from({ length: 40 }, (_, n) => n)) {
        const { shapes } = artworkParts(kind, { ...INPUTS[index % 3]!, slug: `article-${index}` });
        for (const { box, svg } of shapes) {
          const window = { x: box.x - MARGIN, y: box.y - MARGIN, width: box.width + 2 * MARGIN, height: box.height + 2 * MARGIN };
          const pixels = rasterise(svgDocument(window, svg));
          for (let y = 0; y < window.height; y++) {
            for (let x = 0; x < window.width; x++) {
              const inside = x >= MARGIN && x < MARGIN + box.width && y >= MARGIN && y < MARGIN + box.height;
              if (!inside && pixels[(y * window.width + x) * 4 + 3] !== 0)
                throw new Error(`${kind} shape ${svg} draws at (${window.x + x}, ${window.y + y}), outside ${JSON.stringify(box)}`);
            }
          }
        }
      }
    }
  });
});
