/**
 * The one template of every generated article image (design brief): a navy field, the category's
 * motif in its colour, composed anew for each slug, and the banner set large as the cover's title.
 * The social card adds the ITAH mark and the article's title, with the banner as its kicker.
 * Written as SVG text with the words as paths (text.ts): heroes are served as this SVG, social
 * cards are this SVG rasterised (generate.ts).
 */
import { createScene, type Scene } from './iso.ts';
import { MOTIFS, type MotifName } from './motifs.ts';
import { accentFor, BLUE, CYAN, NAVY_700, shade, WHITE } from './palette.ts';
import { randomFrom } from './random.ts';
import { lineHeightOf, textPathData, textWidth, wrapText, type TextStyle } from './text.ts';

export interface ArtworkInput {
  slug: string;
  title: string;
  banner: string;
  motif: MotifName;
  color: string;
}

export type ArtworkKind = 'hero' | 'social';

/** A rectangle on the image, as the motif's scene gives its bounds. */
type Area = ReturnType<Scene['bounds']>;

/** A size the heading may take, and how many lines it may fill at that size. */
interface HeadingSize {
  style: TextStyle;
  maxLines: number;
}

/**
 * Where things go on each kind of image. The words sit at the bottom left; the motif takes the
 * column to their right or the band above them, whichever lets it be larger (`art` bounds both).
 * A social card's title shrinks a step before it is cut short.
 */
const LAYOUTS: Record<
  ArtworkKind,
  { width: number; height: number; pad: number; art: Area; bandLeft: number; wordsWidth: number; headings: HeadingSize[] }
> = {
  hero: {
    width: 856,
    height: 540,
    pad: 56,
    art: { left: 420, top: 24, right: 836, bottom: 516 },
    bandLeft: 240,
    wordsWidth: 440,
    headings: [{ style: { weight: 700, size: 64, lineHeight: 1.05, letterSpacing: -1.3 }, maxLines: 3 }],
  },
  social: {
    width: 1200,
    height: 630,
    pad: 64,
    art: { left: 780, top: 56, right: 1150, bottom: 574 },
    bandLeft: 600,
    wordsWidth: 660,
    headings: [
      { style: { weight: 700, size: 54, lineHeight: 1.12, letterSpacing: -0.8 }, maxLines: 3 },
      { style: { weight: 700, size: 46, lineHeight: 1.12, letterSpacing: -0.6 }, maxLines: 4 },
    ],
  },
};

/** The heading's lines at the largest size that holds it whole, else at the smallest, cut short. */
function layHeading(text: string, sizes: HeadingSize[], width: number): { style: TextStyle; lines: string[] } {
  for (const { style, maxLines } of sizes) {
    const lines = wrapText(text, style, width);
    if (lines.length <= maxLines) return { style, lines };
  }
  const { style, maxLines } = sizes.at(-1)!;
  return { style, lines: wrapText(text, style, width, maxLines) };
}

/** Room the motif leaves round the words. */
const CLEARANCE = 36;

/** The ITAH mark, drawn in a 40×40 box. */
const MARK =
  `<rect width="40" height="40" rx="10" fill="${NAVY_700}"/>` +
  `<path d="M10 26 20 14l10 12" fill="none" stroke="${CYAN}" stroke-width="4" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<path d="M14 30h12" stroke="${BLUE}" stroke-width="4" stroke-linecap="round"/>`;

/**
 * The motif, composed for this slug: mirrored or not, in the roomier of the areas, at 86–100 % of
 * the size that fills it and anywhere in it, or as a close-up from its top left corner, at no more
 * than 128 %, so its main object (a padlock, a tower) stays whole. It keeps off the words, and a
 * soft light in the category's colour stands behind it.
 */
function motif(input: ArtworkInput, column: Area, band: Area): string {
  const random = randomFrom(input.slug);
  const [mirrored, closeUp] = [random.chance(0.5), random.chance(0.5)];
  const scene = createScene(mirrored);
  MOTIFS[input.motif]({ scene, random, color: input.color, accent: accentFor(input.color) });
  const { left, top, right, bottom } = scene.bounds();
  const fit = (area: Area) => Math.min((area.right - area.left) / (right - left), (area.bottom - area.top) / (bottom - top));
  const area = fit(column) >= fit(band) ? column : band;
  // Beside the words, half the motifs are close-ups that run off the picture's bottom and right edges.
  const close = closeUp && area === column;
  const scale = fit(area) * (close ? random.between(1.12, 1.28) : random.between(0.86, 1));
  const [w, h] = [(right - left) * scale, (bottom - top) * scale];
  const x = area.left + (close ? 0 : random.between(0, area.right - area.left - w)) + (mirrored ? w : 0);
  const y = close ? area.top : area.top + random.between(0, area.bottom - area.top - h);
  const round = (value: number) => Math.round(value * 1000) / 1000;
  const glow = `<circle cx="${round(x + (mirrored ? -w : w) / 2)}" cy="${round(y + h / 2)}" r="${round(Math.max(w, h) * 0.6)}" fill="url(#glow)"/>`;
  return `${glow}<g transform="translate(${round(x)} ${round(y)}) scale(${round(mirrored ? -scale : scale)} ${round(scale)}) translate(${round(-left)} ${round(-top)})">${scene.draw(1 / scale)}</g>`;
}

/** An article's image as SVG on its category's ground (PostGrid.module.css matches it), the words drawn as paths: it needs no font. */
export function artworkSvg(kind: ArtworkKind, input: ArtworkInput): string {
  const { width, height, pad, art, bandLeft, wordsWidth, headings } = LAYOUTS[kind];
  // The words come first, laid out upwards from the bottom padding: the title (social) or the banner
  // (hero), and above it the banner as a kicker (social) or a bar in the category's colour (hero).
  const { style: heading, lines } = layHeading(kind === 'hero' ? input.banner : input.title, headings, wordsWidth);
  const headingTop = height - pad - lines.length * lineHeightOf(heading);
  let words = `<path fill="${WHITE}" d="${textPathData(lines, heading, pad, headingTop)}"/>`;
  let wordsTop: number;
  if (kind === 'hero') {
    wordsTop = Math.round(headingTop - 28);
    words += `<rect x="${pad}" y="${wordsTop}" width="56" height="8" rx="4" fill="${input.color}"/>`;
  } else {
    const kicker: TextStyle = { weight: 700, size: 24, letterSpacing: 2.4 };
    wordsTop = headingTop - 16 - lineHeightOf(kicker);
    words += `<path fill="${shade(input.color, 0.45)}" d="${textPathData(wrapText(input.banner.toUpperCase(), kicker, wordsWidth, 1), kicker, pad, wordsTop)}"/>`;
    const markSize = 48;
    const name: TextStyle = { weight: 700, size: 30, letterSpacing: 2 };
    words += `<g transform="translate(${pad} ${pad}) scale(${markSize / 40})">${MARK}</g>`;
    words += `<path fill="${WHITE}" d="${textPathData(['ITAH'], name, pad + markSize + 16, pad + (markSize - lineHeightOf(name)) / 2)}"/>`;
  }
  const wordsRight = pad + Math.max(...lines.map((line) => textWidth(line, heading)));
  const column = { ...art, left: Math.max(art.left, wordsRight + CLEARANCE) };
  const band = { ...art, left: bandLeft, bottom: Math.min(art.bottom, wordsTop - CLEARANCE) };
  const glow = `<radialGradient id="glow"><stop offset="0" stop-color="${input.color}" stop-opacity=".28"/><stop offset="1" stop-color="${input.color}" stop-opacity="0"/></radialGradient>`;
  const svg = `${glow}<rect width="${width}" height="${height}" fill="${shade(input.color, -0.86)}"/>${motif(input, column, band)}${words}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">${svg}</svg>`;
}
