/**
 * Rasterises the artwork template (artwork.ts) into the PNG of a social card; heroes stay SVG.
 * The card is composed from its parts instead of rasterising its whole SVG: the field, mark and
 * name are drawn once per thread, each card's network and accent bar are rendered in their own
 * boxes, and its text is painted from cached glyph masks (glyphMasks.ts). That takes less than
 * half the time of rendering the whole card, for the same picture.
 */
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { artworkParts, fieldSvg, svgDocument, type ArtworkInput, type ArtworkKind } from './artwork.ts';
import { RgbCanvas } from './canvas.ts';
import { paintText } from './glyphMasks.ts';

// No system fonts: the artwork's text is already paths, and scanning the fonts costs more than
// drawing the card.
const rasterise = (svg: string) => new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;

/** The field and the parts alike on every image of a kind, rendered on first use. */
const backdrops = new Map<ArtworkKind, RgbCanvas>();

function backdropOf(kind: ArtworkKind, fixed: string, width: number, height: number): RgbCanvas {
  let backdrop = backdrops.get(kind);
  if (!backdrop) {
    backdrop = RgbCanvas.fromRgba(
      width,
      height,
      rasterise(svgDocument({ width, height }, fieldSvg(width, height, { forRaster: true }) + fixed)),
    );
    backdrops.set(kind, backdrop);
  }
  return backdrop;
}

export function renderPng(kind: ArtworkKind, input: ArtworkInput): Promise<Buffer> {
  const { width, height, fixed, shapes, texts } = artworkParts(kind, input);
  const canvas = backdropOf(kind, fixed, width, height).copy();
  for (const shape of shapes) canvas.drawPremultiplied(rasterise(svgDocument(shape.box, shape.svg)), shape.box);
  for (const text of texts) paintText(canvas, text);
  // The lightest compression, without per-row filter search: the card is mostly flat colour, so
  // stronger settings save a few kilobytes for several times the time, and only crawlers fetch it.
  return sharp(canvas.data, { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
}
