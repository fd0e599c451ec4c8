import { afterEach, describe, expect, it } from 'vitest';
import { readOptions, wholeNumber } from './cliOptions.ts';

const argv = process.argv;
const withArgs = (...args: string[]) => (process.argv = ['node', 'script.ts', ...args]);
afterEach(() => (process.argv = argv));

describe('readOptions', () => {
  const previewOptions = { port: { type: 'string' } } as const;

  it.each([[['--port', '5000']], [['--port=5000']]])('reads %j', (args) => {
    withArgs(...args);
    expect(readOptions(previewOptions).values.port).toBe('5000');
  });

  it.each([
    [['--prot', '5000'], "Unknown option '--prot'"],
    [['--port'], "Option '--port <value>' argument missing"],
    [['dist'], "Unexpected argument 'dist'"],
  ])('stops on %j, naming the options the script takes', (args, reason) => {
    withArgs(...args);
    expect(() => readOptions(previewOptions)).toThrow(`${reason}: this script takes --port`);
  });

  it('reads words outside the options when the script takes them', () => {
    withArgs('/', '--full', '/blog');
    expect(readOptions({ full: { type: 'boolean' } }, { positionals: true })).toMatchObject({
      values: { full: true },
      positionals: ['/', '/blog'],
    });
  });
});

describe('wholeNumber', () => {
  it('reads a whole number, or gives the fallback when the option is absent', () => {
    expect(wholeNumber('4000', 'posts', 1000)).toBe(4000);
    expect(wholeNumber(undefined, 'runs', 3)).toBe(3);
  });

  it.each([[''], ['three'], ['1.5'], ['0']])('stops on %j', (text) => {
    expect(() => wholeNumber(text, 'runs', 3, { min: 1 })).toThrow('--runs takes a whole number of at least 1');
  });
});
