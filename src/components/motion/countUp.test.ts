import { describe, expect, it } from 'vitest';
import { countAt } from './countUp.ts';

describe('countAt', () => {
  it('starts at the start value and lands exactly on the target', () => {
    expect(countAt(45, 95, 0)).toBe(45);
    expect(countAt(45, 95, 1)).toBe(95);
    expect(countAt(30, 75, 1)).toBe(75);
  });

  it('clamps progress outside 0–1, so a late frame never overshoots', () => {
    expect(countAt(20, 76, -0.5)).toBe(20);
    expect(countAt(20, 76, 1.7)).toBe(76);
  });

  it('only ever climbs, fast at first and gently at the end', () => {
    const values = Array.from({ length: 101 }, (_, step) => countAt(45, 92, step / 100));
    values.slice(1).forEach((value, index) => expect(value).toBeGreaterThanOrEqual(values[index]!));
    expect(values[50]! - 45).toBeGreaterThan((92 - 45) / 2);
  });
});
