import { describe, expect, it } from 'vitest';
import { lineHeightOf, textPathData, textWidth, wrapText, type TextStyle } from './text.ts';

const TITLE: TextStyle = { weight: 700, size: 56, lineHeight: 1.12 };

describe('wrapText', () => {
  it('breaks at spaces into lines no wider than the box', () => {
    const lines = wrapText('How we cut cloud costs by forty percent without slowing delivery', TITLE, 1000);
    expect(lines.length).toBe(2);
    expect(lines.join(' ')).toBe('How we cut cloud costs by forty percent without slowing delivery');
    for (const line of lines) expect(textWidth(line, TITLE)).toBeLessThanOrEqual(1000);
  });

  it('keeps short text on one line', () => {
    expect(wrapText('Cloud', TITLE, 720)).toEqual(['Cloud']);
  });

  it('ends the last allowed line with an ellipsis when the text is longer', () => {
    const lines = wrapText(Array.from({ length: 40 }, () => 'word').join(' '), TITLE, 600, 3);
    expect(lines).toHaveLength(3);
    expect(lines[2]).toMatch(/…$/);
    expect(textWidth(lines[2]!, TITLE)).toBeLessThanOrEqual(600);
  });

  it('gives a word wider than the box a line of its own instead of splitting it', () => {
    expect(wrapText('a Supercalifragilisticexpialidocious b', TITLE, 300)).toEqual(['a', 'Supercalifragilisticexpialidocious', 'b']);
  });
});

describe('textPathData', () => {
  it('draws the letters as outlines, one line box below the other', () => {
    const oneLine = textPathData(['Cloud'], TITLE, 0, 0);
    expect(oneLine).toMatch(/^M[\d.-]+ [\d.-]+/);
    const ys = (data: string) => [...data.matchAll(/[MLQC][^MLQCZ]*?([\d.-]+)(?=[MLQCZ]|$)/g)].map((match) => Number(match[1]));
    const twoLines = textPathData(['Cloud', 'Cloud'], TITLE, 0, 0);
    expect(Math.max(...ys(twoLines)) - Math.max(...ys(oneLine))).toBeCloseTo(lineHeightOf(TITLE), 0);
  });
});
