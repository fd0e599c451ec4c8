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

  it('splits a word wider than the box after its hyphens, else between letters, so no line is wider than the box', () => {
    const hyphenated = wrapText('a state-of-the-art-cloud-native-observability-platform b', TITLE, 300);
    expect(hyphenated.join('')).toBe('astate-of-the-art-cloud-native-observability-platform b');
    expect(hyphenated.slice(1, 4)).toEqual(['state-of-', 'the-art-', 'cloud-']);
    const long = wrapText('a Supercalifragilisticexpialidocious b', TITLE, 300);
    expect(long.join('')).toBe('aSupercalifragilisticexpialidocious b');
    for (const line of [...hyphenated, ...long]) expect(textWidth(line, TITLE)).toBeLessThanOrEqual(300);
  });
});

describe('textPathData', () => {
  /** Every point the path data names, in order. */
  const points = (data: string) => [...data.matchAll(/(-?[\d.]+) (-?[\d.]+)/g)].map((match) => [Number(match[1]), Number(match[2])]);

  it('draws one line box below the other, and the same glyphs moved where the text is placed', () => {
    const oneLine = points(textPathData(['Cloud'], TITLE, 0, 0));
    const twoLines = points(textPathData(['Cloud', 'Cloud'], TITLE, 0, 0));
    expect(twoLines).toHaveLength(oneLine.length * 2);
    twoLines.slice(oneLine.length).forEach(([x, y], index) => {
      expect(x).toBeCloseTo(oneLine[index]![0]!, 1);
      expect(y! - oneLine[index]![1]!).toBeCloseTo(lineHeightOf(TITLE), 0);
    });
    const moved = points(textPathData(['Cloud'], TITLE, 400, 200));
    moved.forEach(([x, y], index) => {
      expect(x! - oneLine[index]![0]!).toBeCloseTo(400, 0);
      expect(y! - oneLine[index]![1]!).toBeCloseTo(200, 0);
    });
  });
});
