import { describe, expect, it } from 'vitest';
import { readOptions } from './options.ts';

describe('readOptions', () => {
  it('reads every option, in either spelling of a value', () => {
    expect(readOptions(['--base', 'origin/main', '--head=dist', '--out=tmp/report', '--screenshot-limit', '3'])).toEqual({
      base: 'origin/main',
      head: 'dist',
      out: 'tmp/report',
      screenshotLimit: 3,
    });
  });

  it('builds the working tree and writes to reports/changes/ by default, screenshotting up to 12 pages', () => {
    expect(readOptions(['--base', 'dist-main'])).toEqual({
      base: 'dist-main',
      head: undefined,
      out: 'reports/changes',
      screenshotLimit: 12,
    });
  });

  it.each([
    [['--base', 'main', '--hed', 'dist'], "Unknown option '--hed'"],
    [['--base', 'main', 'dist'], 'Unexpected argument'],
    [['--head', 'dist'], '--base is required'],
    [['--base', 'main', '--screenshot-limit', 'all'], '--screenshot-limit takes a whole number'],
    [['--base', 'main', '--screenshot-limit=-1'], '--screenshot-limit takes a whole number'],
  ])('stops on %j', (args, message) => {
    expect(() => readOptions(args)).toThrow(message);
  });
});
