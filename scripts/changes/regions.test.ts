import { describe, expect, it } from 'vitest';
import { changedRegions } from './regions.ts';

/** A mask of the given size with the listed pixels set. */
function maskWith(width: number, height: number, pixels: [number, number][]): Uint8Array {
  const mask = new Uint8Array(width * height);
  for (const [x, y] of pixels) mask[y * width + x] = 1;
  return mask;
}

describe('changedRegions', () => {
  it('finds none in a mask without changes', () => {
    expect(changedRegions(maskWith(100, 100, []), 100, 100)).toEqual([]);
  });

  it('boxes one change by the cells it touches, within the picture', () => {
    expect(changedRegions(maskWith(100, 50, [[40, 10]]), 100, 50)).toEqual([{ x: 32, y: 0, width: 32, height: 32 }]);
    expect(changedRegions(maskWith(100, 50, [[99, 49]]), 100, 50)).toEqual([{ x: 96, y: 32, width: 4, height: 18 }]);
  });

  it('puts nearby changes in one box and distant ones in boxes of their own', () => {
    const regions = changedRegions(
      maskWith(400, 800, [
        [10, 10],
        [80, 40],
        [10, 700],
      ]),
      400,
      800,
    );
    expect(regions).toEqual([
      { x: 0, y: 0, width: 96, height: 64 },
      { x: 0, y: 672, width: 32, height: 32 },
    ]);
  });
});
