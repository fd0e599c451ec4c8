import { describe, expect, it } from 'vitest';
import { pagerItems, type PagerItem } from './pagerItems.ts';

/** Pages by number, gaps as ·. */
const show = (items: PagerItem[]) => items.map((item) => (item === 'gap' ? '·' : item)).join(' ');

describe('pagerItems', () => {
  it('shows every page when there are few', () => {
    expect(show(pagerItems(1, 1))).toBe('1');
    expect(show(pagerItems(2, 4))).toBe('1 2 3 4');
    expect(show(pagerItems(3, 5))).toBe('1 2 3 4 5');
  });

  it('shows the ends, the current page and its neighbours, with gaps between, when there are many', () => {
    expect(show(pagerItems(1, 127))).toBe('1 2 · 127');
    expect(show(pagerItems(60, 127))).toBe('1 · 59 60 61 · 127');
    expect(show(pagerItems(127, 127))).toBe('1 · 126 127');
  });

  it('shows a lone left-out page instead of a gap', () => {
    expect(show(pagerItems(4, 127))).toBe('1 2 3 4 5 · 127');
  });

  it('never shows more than seven entries, however many pages there are', () => {
    for (const total of [1, 7, 50, 4000])
      for (let current = 1; current <= total; current += 13) expect(pagerItems(current, total).length).toBeLessThanOrEqual(7);
  });
});
