import { afterEach, describe, expect, it } from 'vitest';
import { numberOption, stringOption } from './cliOptions.ts';

const argv = process.argv;
const withArgs = (...args: string[]) => (process.argv = ['node', 'script.ts', ...args]);
afterEach(() => (process.argv = argv));

describe('numberOption', () => {
  it('reads a whole number, or gives the fallback when the option is absent', () => {
    withArgs('--posts', '4000', '--runs', '2');
    expect(numberOption('posts', 1000)).toBe(4000);
    expect(numberOption('runs', 3)).toBe(2);
    expect(numberOption('threads', 1)).toBe(1);
  });

  it.each([[['--runs']], [['--runs', 'three']], [['--runs', '1.5']], [['--runs', '0']]])('stops on %j', (args) => {
    withArgs(...args);
    expect(() => numberOption('runs', 3, { min: 1 })).toThrow('--runs takes a whole number of at least 1');
  });
});

describe('stringOption', () => {
  it('reads the value after the option, empty when none follows, undefined when the option is absent', () => {
    withArgs('--vs', 'astro,astro-remark', '--images-to');
    expect(stringOption('vs')).toBe('astro,astro-remark');
    expect(stringOption('images-to')).toBe('');
    expect(stringOption('warm')).toBeUndefined();
  });
});
