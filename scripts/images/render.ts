/** Rasterises the artwork template (artwork.ts) into the PNG of a social card; heroes stay SVG. */
import { Resvg } from '@resvg/resvg-js';
import sharp from 'sharp';
import { artworkSvg, SIZES, type ArtworkInput, type ArtworkKind } from './artwork.ts';

export function renderPng(kind: ArtworkKind, input: ArtworkInput): Promise<Buffer> {
  const { width, height } = SIZES[kind];
  // No system fonts: the artwork's text is already paths, and scanning the fonts costs more than
  // drawing the card.
  const pixels = new Resvg(artworkSvg(kind, input, { forRaster: true }), { font: { loadSystemFonts: false } }).render().pixels;
  // The card is opaque, so RGB; light compression without per-row filter search is three times
  // faster than resvg's own encoder and still gives a smaller file (about 90 KB).
  return sharp(pixels, { raw: { width, height, channels: 4 } })
    .removeAlpha()
    .png({ compressionLevel: 2, adaptiveFiltering: false })
    .toBuffer();
}
