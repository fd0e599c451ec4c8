/**
 * Rasterises the artwork template (artwork.ts) into the PNG of a social card; heroes stay SVG.
 * The card is composed from its parts instead of rasterising its whole SVG: the field and the
 * drawing shared by a category's cards are rasterised once per thread, each small shape (a line,
 * a node, the accent bar) once in its own box however many cards it appears on, and the text is
 * painted from cached glyph masks (glyphMasks.ts). A card then costs a copy of its backdrop, a few
 * small blends and the PNG encoding: the same picture in a fraction of the time of rendering it
 * whole.
 */
import sharp from 'sharp';
import { getOrMake } from '../getOrMake.ts';
import { artworkParts, fieldSvg, svgDocument, type ArtworkInput, type ArtworkKind, type ShapeLayer } from './artwork.ts';
import { RgbCanvas } from './canvas.ts';
import { paintText } from './glyphMasks.ts';
import { rasterise } from './rasterise.ts';

/** The field with each category's shared drawing, by the drawing: a few per kind. */
const backdrops = new Map<string, RgbCanvas>();

const backdropOf = (width: number, height: number, shared: string): RgbCanvas =>
  getOrMake(backdrops, `${width}×${height}:${shared}`, () =>
    RgbCanvas.fromRgba(width, height, rasterise(svgDocument({ width, height }, fieldSvg(width, height, { forRaster: true }) + shared))),
  );

/**
 * Shapes rasterised in their boxes, by box and drawing. A slug only picks among a few positions
 * and sizes per node (network.ts), so this holds a few hundred small layers however many cards
 * are drawn.
 */
const layers = new Map<string, Uint8Array>();

const layerPixels = ({ box, svg }: ShapeLayer): Uint8Array =>
  getOrMake(layers, `${box.x} ${box.y} ${box.width} ${box.height}:${svg}`, () => rasterise(svgDocument(box, svg)));

export function renderPng(kind: ArtworkKind, input: ArtworkInput): Promise<Buffer> {
  const { width, height, shared, shapes, texts } = artworkParts(kind, input);
  const canvas = backdropOf(width, height, shared).copy();
  for (const shape of shapes) canvas.drawPremultiplied(layerPixels(shape), shape.box);
  for (const text of texts) paintText(canvas, text);
  // The lightest compression, without per-row filter search: the card is mostly flat colour, so
  // stronger settings save a few kilobytes for several times the time, and only crawlers fetch it.
  return sharp(canvas.data, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
}
