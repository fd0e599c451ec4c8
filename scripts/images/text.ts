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
 * SVG path data of the lines, the first line box's top at `top`. Each baseline sits where CSS puts
 * it: half the line's extra height above the font's ascender. A tenth of a pixel is finer than any
 * screen shows, and keeps the numbers short.
 */
export function textPathData(lines: string[], style: TextStyle, x: number, top: number): string {
  const font = interFont(style.weight);
  const scale = style.size / font.unitsPerEm;
  const lineHeight = lineHeightOf(style);
  const firstBaseline = top + (lineHeight - (font.ascender - font.descender) * scale) / 2 + font.ascender * scale;
  return lines
    .map((line, index) => font.getPath(line, x, firstBaseline + index * lineHeight, style.size, renderOptions(style)).toPathData(1))
    .join('');
}
