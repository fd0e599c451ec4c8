/**
 * Text for the generated artwork, drawn as SVG paths from Inter's outlines: the images then need
 * no font wherever they are shown. Lines break at spaces, as the browser would in a box of the
 * same width.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';
import { getOrMake } from '../getOrMake.ts';

const require = createRequire(import.meta.url);

export type Weight = 500 | 700;

const fonts = new Map<Weight, opentype.Font>();

/** Inter, the site's face, in the two weights the artwork uses (opentype.js reads WOFF, not WOFF2). */
const interFont = (weight: Weight): opentype.Font =>
  getOrMake(fonts, weight, () => {
    const file = readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
    return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
  });

export interface TextStyle {
  weight: Weight;
  /** Font size in pixels. */
  size: number;
  /** Line height as a multiple of the size; omitted, the font's own (CSS `normal`). */
  lineHeight?: number;
  /** Extra space after each letter, in pixels. */
  letterSpacing?: number;
}

const renderOptions = (style: TextStyle) => ({ kerning: true, letterSpacing: (style.letterSpacing ?? 0) / style.size });

/** The height of one line of the style, in pixels. */
export function lineHeightOf(style: TextStyle): number {
  const font = interFont(style.weight);
  return style.size * (style.lineHeight ?? (font.ascender - font.descender) / font.unitsPerEm);
}

export function textWidth(text: string, style: TextStyle): number {
  return interFont(style.weight).getAdvanceWidth(text, style.size, renderOptions(style));
}

/**
 * A word wider than a line, in pieces that each fit: after its hyphens where it has them
 * ("data-driven-…"), else between letters, so no line runs off the image.
 */
function splitWideWord(word: string, style: TextStyle, maxWidth: number): string[] {
  const pieces: string[] = [];
  let rest = word;
  while (textWidth(rest, style) > maxWidth) {
    let fits = 1;
    while (fits < rest.length && textWidth(rest.slice(0, fits + 1), style) <= maxWidth) fits += 1;
    const hyphen = rest.lastIndexOf('-', fits - 1);
    const cut = hyphen > 0 ? hyphen + 1 : fits;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut);
  }
  return rest ? [...pieces, rest] : pieces;
}

/** Whether every character of `text` is in the font the artwork is drawn with (Inter's Latin set). */
export function glyphsMissing(text: string): string[] {
  const font = interFont(700);
  return [...new Set([...text.replace(/\s/g, '')])].filter((character) => font.charToGlyphIndex(character) === 0);
}

/**
 * The text broken into lines no wider than `maxWidth`, at most `maxLines` of them (the last ends
 * in an ellipsis if the text is longer). A word wider than a line is split (splitWideWord).
 * Each word is measured once; kerning across a space is left out, as it is next to nothing.
 */
export function wrapText(text: string, style: TextStyle, maxWidth: number, maxLines = Infinity): string[] {
  const space = textWidth(' ', style);
  const lines: { text: string; width: number }[] = [];
  for (const word of text.trim().split(/\s+/)) {
    const width = textWidth(word, style);
    const last = lines.at(-1);
    if (last && last.width + space + width <= maxWidth) {
      last.text += ` ${word}`;
      last.width += space + width;
    } else if (width <= maxWidth) {
      lines.push({ text: word, width });
    } else {
      for (const piece of splitWideWord(word, style, maxWidth)) lines.push({ text: piece, width: textWidth(piece, style) });
    }
  }
  const texts = lines.map((line) => line.text);
  if (texts.length <= maxLines) return texts;
  const kept = texts.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (textWidth(last, style) > maxWidth && last.includes(' ')) last = `${last.slice(0, last.lastIndexOf(' '))}…`;
  kept[maxLines - 1] = last;
  return kept;
}

/**
 * A glyph's outline at one size as SVG path data relative to its first point, in tenths of a pixel
 * (finer than any screen shows). Relative commands let one string serve every place the glyph is
 * drawn: only the opening move is absolute. Formatting numbers was most of the cost of drawing
 * text, and a few dozen glyphs at three sizes make up every title.
 */
interface GlyphOutline {
  /** The first point, in tenths of a pixel from the glyph's origin. */
  startX: number;
  startY: number;
  /** Everything after the opening move, relative; empty for a glyph with no outline (a space). */
  rest: string;
}

const outlines = new Map<string, GlyphOutline | null>();

function makeOutline(glyph: opentype.Glyph, style: TextStyle): GlyphOutline | null {
  // An outline opens with a move; a glyph that draws nothing (a space) has no commands.
  const [opening, ...commands] = glyph.getPath(0, 0, style.size).commands;
  if (opening?.type !== 'M') return null;
  const tenths = (value: number) => Math.round(value * 10);
  const [startX, startY] = [tenths(opening.x), tenths(opening.y)];
  // Relative to the current point, which a Z moves back to the start of its contour.
  let [currentX, currentY, contourX, contourY] = [startX, startY, startX, startY];
  const delta = (x: number, y: number) => `${(tenths(x) - currentX) / 10} ${(tenths(y) - currentY) / 10}`;
  let rest = '';
  for (const command of commands) {
    if (command.type === 'Z') {
      rest += 'z';
      [currentX, currentY] = [contourX, contourY];
      continue;
    }
    if (command.type === 'Q') rest += `q${delta(command.x1, command.y1)} ${delta(command.x, command.y)}`;
    else if (command.type === 'C')
      rest += `c${delta(command.x1, command.y1)} ${delta(command.x2, command.y2)} ${delta(command.x, command.y)}`;
    else rest += `${command.type.toLowerCase()}${delta(command.x, command.y)}`;
    [currentX, currentY] = [tenths(command.x), tenths(command.y)];
    if (command.type === 'M') [contourX, contourY] = [currentX, currentY];
  }
  return { startX, startY, rest };
}

const outlineOf = (glyph: opentype.Glyph, style: TextStyle): GlyphOutline | null =>
  getOrMake(outlines, `${style.weight}:${style.size}:${glyph.index}`, () => makeOutline(glyph, style));

/**
 * SVG path data of the lines, the first line box's top at `top`. Each baseline sits where CSS puts
 * it: half the line's extra height above the font's ascender.
 */
export function textPathData(lines: string[], style: TextStyle, x: number, top: number): string {
  const font = interFont(style.weight);
  const scale = style.size / font.unitsPerEm;
  const lineHeight = lineHeightOf(style);
  const firstBaseline = top + (lineHeight - (font.ascender - font.descender) * scale) / 2 + font.ascender * scale;
  let data = '';
  lines.forEach((line, index) =>
    font.forEachGlyph(line, x, firstBaseline + index * lineHeight, style.size, renderOptions(style), (glyph, glyphX, glyphY) => {
      const outline = outlineOf(glyph, style);
      if (outline)
        data += `M${Math.round(glyphX * 10 + outline.startX) / 10} ${Math.round(glyphY * 10 + outline.startY) / 10}${outline.rest}`;
    }),
  );
  return data;
}
