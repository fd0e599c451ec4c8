/**
 * The one template of every generated article image (design brief): navy field, the category's
 * colour, a network of nodes arranged by the slug, the banner, and for social cards the ITAH mark
 * and the title. Written as SVG text with the words as paths (text.ts): heroes are served as this
 * SVG, social cards are this SVG rasterised (generate.ts).
 */
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

/** The navy field: a diagonal gradient from the top left corner to the bottom right one. */
const field = (width: number, height: number) =>
  `<defs><linearGradient id="field" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${NAVY_TOP}"/><stop offset="1" stop-color="${NAVY_BOTTOM}"/></linearGradient></defs>` +
  `<rect width="${width}" height="${height}" fill="url(#field)"/>`;

/** An article's image as SVG, the words drawn as paths so that it needs no font wherever it is shown. */
export function artworkSvg(kind: ArtworkKind, input: ArtworkInput): string {
  const { width, height } = SIZES[kind];
  const social = kind === 'social';
  const [padY, padX] = social ? [56, 72] : [40, 56];
  let svg = field(width, height);

  // Top row: the mark and name on the left (social cards), the network on the right.
  if (social) {
    const markSize = 48;
    const name: TextStyle = { weight: 700, size: 30, letterSpacing: 2 };
    svg += `<g transform="translate(${padX} ${padY}) scale(${markSize / 40})">${MARK}</g>`;
    const nameTop = padY + (markSize - lineHeightOf(name)) / 2;
    svg += `<path fill="#ffffff" d="${textPathData(['ITAH'], name, padX + markSize + 16, nameTop)}"/>`;
  }
  const networkWidth = social ? 400 : 380;
  svg += network(input.slug, input.color, { left: width - padX - networkWidth, top: padY, scale: networkWidth / NETWORK_BOX.width });

  // Bottom block, laid out upwards from the bottom padding: the title, the label, the accent bar.
  const title: TextStyle = { weight: 700, size: social ? 56 : 50, lineHeight: 1.12 };
  const label: TextStyle = { weight: 500, size: social ? 28 : 24 };
  const titleLines = wrapText(social ? input.title : input.banner, title, Math.min(social ? 1000 : 720, width - 2 * padX), 3);
  const labelText = social ? `${input.banner} · ${input.category}` : input.banner === input.category ? 'ITAH Insights' : input.category;
  const titleTop = height - padY - titleLines.length * lineHeightOf(title);
  const labelTop = titleTop - 10 - lineHeightOf(label);
  svg += `<rect x="${padX}" y="${labelTop - 28}" width="64" height="8" rx="4" fill="${CYAN}"/>`;
  svg += `<path fill="${LABEL}" d="${textPathData([labelText], label, padX, labelTop)}"/>`;
  svg += `<path fill="#ffffff" d="${textPathData(titleLines, title, padX, titleTop)}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${svg}</svg>`;
}
