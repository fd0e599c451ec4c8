import { describe, expect, it } from 'vitest';
import { RgbCanvas } from './canvas.ts';

const pixelAt = (canvas: RgbCanvas, x: number, y: number) => [
  ...canvas.data.subarray((y * canvas.width + x) * 3, (y * canvas.width + x) * 3 + 3),
];

describe('RgbCanvas', () => {
  const blue = () =>
    RgbCanvas.fromRgba(
      4,
      3,
      new Uint8Array(4 * 3 * 4).fill(0).map((_, index) => [0, 0, 255, 255][index % 4]!),
    );

  it('lays premultiplied pixels over its own, leaving empty ones alone', () => {
    const canvas = blue();
    // Red at half opacity, premultiplied, then an empty pixel, in a 2×1 box at (1, 1).
    canvas.drawPremultiplied(new Uint8Array([128, 0, 0, 128, 0, 0, 0, 0]), { x: 1, y: 1, width: 2, height: 1 });
    expect(pixelAt(canvas, 1, 1)).toEqual([128, 0, 127]);
    expect(pixelAt(canvas, 2, 1)).toEqual([0, 0, 255]);
    expect(pixelAt(canvas, 0, 0)).toEqual([0, 0, 255]);
  });

  it('refuses a layer box that is not inside it', () => {
    expect(() => blue().drawPremultiplied(new Uint8Array(16), { x: 3, y: 0, width: 2, height: 2 })).toThrow(
      /not whole pixels inside the 4×3 canvas/,
    );
    expect(() => blue().drawPremultiplied(new Uint8Array(16), { x: 0.5, y: 0, width: 2, height: 2 })).toThrow(/not whole pixels/);
  });

  it('paints a colour through a coverage mask, and clips what falls outside instead of wrapping it onto the next row', () => {
    const canvas = blue();
    // A 2×2 mask at (3, -1): only its bottom left pixel lands on the canvas, at (3, 0).
    canvas.fillMask(new Uint8Array([255, 255, 255, 255]), 2, 3, -1, [255, 255, 255]);
    expect(pixelAt(canvas, 3, 0)).toEqual([255, 255, 255]);
    expect(pixelAt(canvas, 0, 1)).toEqual([0, 0, 255]);
    canvas.fillMask(new Uint8Array([51]), 1, 0, 2, [255, 0, 0]);
    expect(pixelAt(canvas, 0, 2)).toEqual([51, 0, 204]);
  });

  it('copies without sharing pixels', () => {
    const canvas = blue();
    const copy = canvas.copy();
    copy.fillMask(new Uint8Array([255]), 1, 0, 0, [255, 255, 255]);
    expect(pixelAt(canvas, 0, 0)).toEqual([0, 0, 255]);
  });
});
