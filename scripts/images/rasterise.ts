/** SVG to pixels with resvg, for every raster part of the social card (render.ts, glyphMasks.ts). */
import { Resvg } from '@resvg/resvg-js';

/**
 * The image's RGBA pixels, premultiplied, as resvg renders them. No system fonts: the artwork's
 * text is already paths, and scanning the fonts costs more than drawing the card.
 */
export const rasterise = (svg: string): Uint8Array => new Resvg(svg, { font: { loadSystemFonts: false } }).render().pixels;
