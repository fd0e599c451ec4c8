import { describe, expect, it } from 'vitest';
import { normalizeBasePath } from './basePath.ts';

describe('normalizeBasePath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['preview/my-branch', '/preview/my-branch/'],
    ['/preview/my-branch/', '/preview/my-branch/'],
    ['//preview//', '/preview/'],
  ])('%s → %s', (raw, expected) => {
    expect(normalizeBasePath(raw)).toBe(expected);
  });

  it('refuses characters that do not belong in a path', () => {
    expect(() => normalizeBasePath('/preview/<script>/')).toThrow(
      'BASE_PATH "/preview/<script>/" must be a path such as /preview/my-branch/',
    );
  });
});
