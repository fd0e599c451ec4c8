import { describe, expect, it } from 'vitest';
import { formatDate } from './dates.ts';

describe('formatDate', () => {
  it.each([
    ['2024-07-12', 'July 12, 2024'],
    ['2024-01-01', 'January 1, 2024'],
    ['2024-12-31', 'December 31, 2024'],
  ])('shows %s as %s in every time zone', (iso, shown) => {
    expect(formatDate(iso)).toBe(shown);
  });
});
