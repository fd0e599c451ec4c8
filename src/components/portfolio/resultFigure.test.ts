import { describe, expect, it } from 'vitest';
import { percentChange, splitFigure } from './resultFigure.ts';

describe('a case result', () => {
  it('splits the figure from what it measures', () => {
    expect(splitFigure('30% reduction in security incidents')).toEqual(['30%', 'reduction in security incidents']);
    expect(splitFigure('Faster releases')).toEqual(['', 'Faster releases']);
  });

  it('reads a percentage as a rise, or as a fall when the measure says it went down', () => {
    expect(percentChange('20%', 'added efficiency')).toBe(20);
    expect(percentChange('25%', 'increase in app performance')).toBe(25);
    expect(percentChange('30%', 'reduction in security incidents')).toBe(-30);
    expect(percentChange('2.5%', 'fewer failed payments')).toBe(-2.5);
  });

  it('has no change to draw for a figure that is not a percentage', () => {
    expect(percentChange('3x', 'faster reports')).toBeNull();
    expect(percentChange('', 'Faster releases')).toBeNull();
  });
});
