import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { comparePictures, outline } from './pixelDiff.ts';

/** A white PNG of the given size with a black square at (x, y), if given. */
async function picture(width: number, height: number, square?: { x: number; y: number; size: number }): Promise<Buffer> {
  const data = Buffer.alloc(width * height * 4, 255);
  if (square) {
    for (let y = square.y; y < square.y + square.size; y++)
      for (let x = square.x; x < square.x + square.size; x++) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3);
  }
  return sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();
}

const pixelAt = async (png: Buffer, x: number, y: number) => {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  return [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
};

describe('comparePictures', () => {
  it('finds no change between equal pictures and leaves the head’s unmarked', async () => {
    const png = await picture(64, 64, { x: 10, y: 10, size: 8 });
    const comparison = await comparePictures(png, await picture(64, 64, { x: 10, y: 10, size: 8 }));
    expect(comparison.changedPixels).toBe(0);
    expect(comparison.regions).toEqual([]);
  });

  it('finds a square that moved, boxes it and outlines the box on the head’s picture', async () => {
    const comparison = await comparePictures(
      await picture(200, 200, { x: 10, y: 10, size: 8 }),
      await picture(200, 200, { x: 12, y: 10, size: 8 }),
    );
    expect(comparison.changedPixels).toBeGreaterThan(0);
    expect(comparison.regions).toEqual([{ x: 0, y: 0, width: 32, height: 32 }]);
    expect(await pixelAt(comparison.after, 37, 20)).toEqual([224, 0, 224]);
    expect(await pixelAt(comparison.diff, 12 + 7, 12)).toEqual([255, 0, 0]);
  });

  it('compares pictures of different heights on the taller one’s canvas', async () => {
    const comparison = await comparePictures(await picture(64, 64), await picture(64, 128, { x: 0, y: 100, size: 10 }));
    expect(comparison.changedPixels).toBe(100);
    expect((await sharp(comparison.diff).metadata()).height).toBe(128);
  });
});

describe('outline', () => {
  it('draws a frame just outside the region and clips it to the picture', () => {
    const picture = { data: Buffer.alloc(50 * 50 * 4, 255), width: 50, height: 50 };
    const framed = outline(picture, [{ x: 10, y: 10, width: 10, height: 10 }]);
    const colourAt = (x: number, y: number) => [...framed.data.subarray((y * 50 + x) * 4, (y * 50 + x) * 4 + 3)];
    expect(colourAt(5, 15)).toEqual([224, 0, 224]);
    expect(colourAt(15, 15)).toEqual([255, 255, 255]);
    expect(colourAt(2, 15)).toEqual([255, 255, 255]);
    expect(() => outline(picture, [{ x: 45, y: 45, width: 10, height: 10 }])).not.toThrow();
  });
});
