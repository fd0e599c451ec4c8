import { describe, expect, it } from 'vitest';
import { isEmptyDiff, lineDiff } from './lineDiff.ts';

describe('lineDiff', () => {
  it('lists the lines only one side has, in that side’s order', () => {
    expect(lineDiff(['Title', 'Old paragraph', 'End'], ['Title', 'New paragraph', 'Another', 'End'])).toEqual({
      added: ['New paragraph', 'Another'],
      removed: ['Old paragraph'],
    });
  });

  it('counts repeated lines: a second copy of a line is an addition', () => {
    expect(lineDiff(['Read more'], ['Read more', 'Read more'])).toEqual({ added: ['Read more'], removed: [] });
  });

  it('does not report lines that only moved', () => {
    const diff = lineDiff(['First card', 'Second card'], ['Second card', 'First card']);
    expect(isEmptyDiff(diff)).toBe(true);
  });

  it('reports a one-sided change as not empty', () => {
    expect(isEmptyDiff(lineDiff([], ['New']))).toBe(false);
  });
});
