/**
 * The one template of every generated article image (design brief): navy field, the category's
 * colour, a network of nodes arranged by the slug, the banner, and for social cards the ITAH mark
 * and the title. Written as SVG text with the words as paths (text.ts): heroes are served as this
 * SVG, social cards are this SVG rasterised.
 */
import type { Box } from './box.ts';
import { network, NETWORK_BOX } from './network.ts';
import { BLUE, CYAN, LABEL, NAVY_BOTTOM, NAVY_TOP } from './palette.ts';
import { lineHeightOf, textPathData, wrapText, type TextStyle } from './text.ts';

export interface ArtworkInput {
  slug: string;
  title: string;
  banner: string;
  category: string;
  color: string;
}

export type ArtworkKind = 'hero' | 'social';

const SIZES: Record<ArtworkKind, { width: number; height: number }> = {
  hero: { width: 856, height: 540 },
  social: { width: 1200, height: 630 },
};

/** The ITAH mark, drawn in a 40×40 box. */
const MARK =
  `<rect width="40" height="40" rx="10" fill="#1a3470"/>` +
  `<path d="M10 26 20 14l10 12" fill="none" stroke="${CYAN}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="M14 30h12" stroke="${BLUE}" stroke-width="4" stroke-linecap="round"/>`;

/** The red, green and blue of a `#rrggbb` colour. */
export const channels = (hex: string): [number, number, number] =>
  [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16)) as [number, number, number];

/** The navy field: a diagonal gradient from the top left corner to the bottom right one. */
function smoothField(width: number, height: number): string {
  return (
    `<defs><linearGradient id="field" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY_TOP}"/><stop offset="1" stop-color="${NAVY_BOTTOM}"/></linearGradient></defs>` +
    `<rect width="${width}" height="${height}" fill="url(#field)"/>`
  );
}

/**
 * The same field as bands of flat colour, for rasterising: a gradient is shaded pixel by pixel,
 * which was half the time of drawing a social card. The two colours are at most 36 steps apart
 * in any channel, so 48 bands make steps too small to see, and edges without anti-aliasing
 * leave no seams between bands.
 */
function bandedField(width: number, height: number): string {
  const BANDS = 48;
  const [from, to] = [channels(NAVY_TOP), channels(NAVY_BOTTOM)];
  const bands: string[] = [];
  // Lines of equal colour run from (s·width, 0) to (0, s·height), s from 0 to 2.
  for (let band = 0; band < BANDS; band++) {
    const [s0, s1] = [(2 * band) / BANDS, (2 * (band + 1)) / BANDS];
    const t = (band + 0.5) / BANDS;
    const rgb = from.map((value, channel) => Math.round(value + (to[channel]! - value) * t)).join(',');
    bands.push(`<path fill="rgb(${rgb})" d="M${s0 * width} 0H${s1 * width}L0 ${s1 * height}V${s0 * height}Z"/>`);
  }
  return `<g shape-rendering="crispEdges">${bands.join('')}</g>`;
}

/** Shapes that differ between articles, with a box that holds all they draw. */
export interface ShapeLayer {
  box: Box;
  svg: string;
}

export interface TextBlock {
  lines: string[];
  style: TextStyle;
  /** Where the first line box starts. */
  x: number;
  top: number;
  fill: string;
}

/**
 * One image split by what varies: `shared` is drawn alike on every image of its kind and category
 * (over the field); the shapes, each small and in a box of its own, and the texts are the
 * article's own. A social card is rasterised from these parts (render.ts), so the shared drawing
 * is rasterised once per category, and each shape once however many cards it appears on.
 */
export interface ArtworkParts {
  width: number;
  height: number;
  shared: string;
  /** In the order they are painted. */
  shapes: ShapeLayer[];
  texts: TextBlock[];
}

export function artworkParts(kind: ArtworkKind, input: ArtworkInput): ArtworkParts {
  const { width, height } = SIZES[kind];
  const social = kind === 'social';
  const [padY, padX] = social ? [56, 72] : [40, 56];
  let shared = '';

  // Top row: the mark and name on the left (social cards), the network on the right.
  if (social) {
    const markSize = 48;
    const name: TextStyle = { weight: 700, size: 30, letterSpacing: 2 };
    shared += `<g transform="translate(${padX} ${padY}) scale(${markSize / 40})">${MARK}</g>`;
    const nameTop = padY + (markSize - lineHeightOf(name)) / 2;
    shared += `<path fill="#ffffff" d="${textPathData(['ITAH'], name, padX + markSize + 16, nameTop)}"/>`;
  }
  const networkWidth = social ? 400 : 380;
  const { halo, shapes } = network(input.slug, input.color, {
    left: width - padX - networkWidth,
    top: padY,
    scale: networkWidth / NETWORK_BOX.width,
  });
  shared += halo;

  // Bottom block, laid out upwards from the bottom padding: the title, the label, the accent bar.
  const title: TextStyle = { weight: 700, size: social ? 56 : 50, lineHeight: 1.12 };
  const label: TextStyle = { weight: 500, size: social ? 28 : 24 };
  const titleLines = wrapText(social ? input.title : input.banner, title, Math.min(social ? 1000 : 720, width - 2 * padX), 3);
  const labelText = social ? `${input.banner} · ${input.category}` : input.banner === input.category ? 'ITAH Insights' : input.category;
  const titleTop = height - padY - titleLines.length * lineHeightOf(title);
  const labelTop = titleTop - 10 - lineHeightOf(label);
  const barTop = labelTop - 20 - 8;
  const bar: ShapeLayer = {
    box: { x: padX, y: Math.floor(barTop), width: 64, height: 9 },
    svg: `<rect x="${padX}" y="${barTop}" width="64" height="8" rx="4" fill="${CYAN}"/>`,
  };
  return {
    width,
    height,
    shared,
    shapes: [...shapes, bar],
    texts: [
      { lines: [labelText], style: label, x: padX, top: labelTop, fill: LABEL },
      { lines: titleLines, style: title, x: padX, top: titleTop, fill: '#ffffff' },
    ],
  };
}

/** The navy field every image is drawn on: smooth for browsers, in bands for rasterising. */
export const fieldSvg = (width: number, height: number, { forRaster = false } = {}) =>
  forRaster ? bandedField(width, height) : smoothField(width, height);

export const svgDocument = ({ x = 0, y = 0, width, height }: Partial<Box> & { width: number; height: number }, content: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${x} ${y} ${width} ${height}">${content}</svg>`;

export function artworkSvg(kind: ArtworkKind, input: ArtworkInput, { forRaster = false } = {}): string {
  const { width, height, shared, shapes, texts } = artworkParts(kind, input);
  const content =
    fieldSvg(width, height, { forRaster }) +
    shared +
    shapes.map((shape) => shape.svg).join('') +
    texts.map((text) => `<path fill="${text.fill}" d="${textPathData(text.lines, text.style, text.x, text.top)}"/>`).join('');
  return svgDocument({ width, height }, content);
}
