/**
 * Which page numbers a pager shows: the first and last page, the current one and its neighbours,
 * and a gap wherever pages are left out. Its length is bounded (seven at most), so the pager
 * stays the same size however many posts there are; a gap that would stand for a single page
 * shows that page instead.
 */
export type PagerItem = number | 'gap';

export function pagerItems(current: number, total: number): PagerItem[] {
  const shown = new Set([1, total, current - 1, current, current + 1].filter((page) => page >= 1 && page <= total));
  // A single page between two shown ones is shown rather than replaced by a gap of the same width.
  for (const page of [...shown]) if (shown.has(page + 2) && !shown.has(page + 1)) shown.add(page + 1);
  const items: PagerItem[] = [];
  let previous = 0;
  for (const page of [...shown].sort((a, b) => a - b)) {
    if (page > previous + 1) items.push('gap');
    items.push(page);
    previous = page;
  }
  return items;
}
