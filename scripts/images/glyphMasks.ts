/**
 * Text on the social card, painted from coverage masks of single glyphs. Rasterising a title's
 * outlines took over half of a card's drawing time, yet every title is made of the same few dozen
 * glyphs: each glyph is rasterised once per style and quarter-pixel offset (resvg, as the rest of
 * the artwork), then painted wherever it appears. Glyphs land within an eighth of a pixel of where
 * the outline would put them.
 */
import type opentype from 'opentype.js';
import { getOrMake } from '../getOrMake.ts';
import { channels, svgDocument, type TextBlock } from './artwork.ts';
import { pixelBoxAround } from './box.ts';
import type { RgbCanvas } from './canvas.ts';
import { rasterise } from './rasterise.ts';
import { placeGlyphs, type TextStyle } from './text.ts';

/** Positions are rounded to 1 / STEPS of a pixel. */
const STEPS = 4;

interface GlyphMask {
  coverage: Uint8Array;
  width: number;
  /** Where the mask's top left corner is, from the whole-pixel point the glyph is placed at. */
  left: number;
  top: number;
}

const masks = new Map<string, GlyphMask | null>();

/** The glyph rasterised at a quarter-pixel offset; null for one that draws nothing (a space). */
function makeMask(glyph: opentype.Glyph, style: TextStyle, stepX: number, stepY: number): GlyphMask | null {
  const outline = glyph.getPath(stepX / STEPS, stepY / STEPS, style.size);
  if (outline.commands.length === 0) return null;
  const { x1, y1, x2, y2 } = outline.getBoundingBox();
  const box = pixelBoxAround(x1, y1, x2, y2);
  const rgba = rasterise(svgDocument(box, `<path fill="#ffffff" d="${outline.toPathData(3)}"/>`));
  const coverage = new Uint8Array(box.width * box.height);
  for (let pixel = 0; pixel < coverage.length; pixel++) coverage[pixel] = rgba[pixel * 4 + 3]!;
  return { coverage, width: box.width, left: box.x, top: box.y };
}

const maskOf = (glyph: opentype.Glyph, style: TextStyle, stepX: number, stepY: number): GlyphMask | null =>
  getOrMake(masks, `${style.weight}:${style.size}:${glyph.index}:${stepX}:${stepY}`, () => makeMask(glyph, style, stepX, stepY));

/** Paints the text block on the canvas, laid out exactly as its SVG paths are (text.ts). */
export function paintText(canvas: RgbCanvas, { lines, style, x, top, fill }: TextBlock): void {
  const color = channels(fill);
  placeGlyphs(lines, style, x, top, (glyph, glyphX, glyphY) => {
    const [stepsX, stepsY] = [Math.round(glyphX * STEPS), Math.round(glyphY * STEPS)];
    const [pixelX, pixelY] = [Math.floor(stepsX / STEPS), Math.floor(stepsY / STEPS)];
    const mask = maskOf(glyph, style, stepsX - pixelX * STEPS, stepsY - pixelY * STEPS);
    if (mask) canvas.fillMask(mask.coverage, mask.width, pixelX + mask.left, pixelY + mask.top, color);
  });
}
