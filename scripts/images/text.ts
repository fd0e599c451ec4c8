/**
 * Text for the generated artwork, drawn as SVG paths from Inter's outlines: the images then need
 * no font wherever they are shown. Lines break at spaces, as the browser would in a box of the
 * same width.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import opentype from 'opentype.js';

const require = createRequire(import.meta.url);

export type Weight = 500 | 700;

const fonts = new Map<Weight, opentype.Font>();

/** Inter, the site's face, in the two weights the artwork uses (opentype.js reads WOFF, not WOFF2). */
function interFont(weight: Weight): opentype.Font {
  let font = fonts.get(weight);
  if (!font) {
    const file = readFileSync(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`));
    font = opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength));
    fonts.set(weight, font);
  }
  return font;
}

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
 * The text broken into lines no wider than `maxWidth`, at most `maxLines` of them (the last ends
 * in an ellipsis if the text is longer). A single word wider than a line keeps a line of its own.
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
    } else lines.push({ text: word, width });
  }
  const texts = lines.map((line) => line.text);
  if (texts.length <= maxLines) return texts;
  const kept = texts.slice(0, maxLines);
  let last = `${kept[maxLines - 1]}…`;
  while (textWidth(last, style) > maxWidth && last.includes(' ')) last = `${last.slice(0, last.lastIndexOf(' '))}…`;
  kept[maxLines - 1] = last;
  return kept;
}

/** Coordinates to a tenth of a pixel: finer than any screen shows, and a third of the bytes. */
const tenth = (value: number) => Math.round(value * 10) / 10;

/** Path data of an outline; a plain loop, several times faster than Path.toPathData. */
function pathData(path: opentype.Path): string {
  let data = '';
  for (const command of path.commands) {
    if (command.type === 'Z') data += 'Z';
    else if (command.type === 'Q') data += `Q${tenth(command.x1)} ${tenth(command.y1)} ${tenth(command.x)} ${tenth(command.y)}`;
    else if (command.type === 'C')
      data += `C${tenth(command.x1)} ${tenth(command.y1)} ${tenth(command.x2)} ${tenth(command.y2)} ${tenth(command.x)} ${tenth(command.y)}`;
    else data += `${command.type}${tenth(command.x)} ${tenth(command.y)}`;
  }
  return data;
}

/**
 * SVG path data of the lines, the first line box's top at `top`. Each baseline sits where CSS
 * puts it: half the line's extra height above the font's ascender.
 */
export function textPathData(lines: string[], style: TextStyle, x: number, top: number): string {
  const font = interFont(style.weight);
  const scale = style.size / font.unitsPerEm;
  const lineHeight = lineHeightOf(style);
  const contentHeight = (font.ascender - font.descender) * scale;
  const firstBaseline = top + (lineHeight - contentHeight) / 2 + font.ascender * scale;
  return lines
    .map((line, index) => pathData(font.getPath(line, x, firstBaseline + index * lineHeight, style.size, renderOptions(style))))
    .join('');
}
