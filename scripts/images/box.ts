/** Rectangles of an image in whole pixels: where each part of a social card is rasterised. */

export interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** The whole pixels a shape with these bounds can touch, with a pixel of margin for anti-aliasing. */
export function pixelBoxAround(x1: number, y1: number, x2: number, y2: number): Box {
  const [x, y] = [Math.floor(x1) - 1, Math.floor(y1) - 1];
  return { x, y, width: Math.ceil(x2) + 1 - x, height: Math.ceil(y2) + 1 - y };
}
