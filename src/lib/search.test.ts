import { describe, expect, it } from 'vitest';
import { toRouterPath } from './search.ts';

describe('toRouterPath', () => {
  it.each([
    ['/blog/my-post/', '/', '/blog/my-post'],
    ['/blog/my-post/index.html', '/', '/blog/my-post'],
    ['/preview/x/blog/my-post/', '/preview/x/', '/blog/my-post'],
    ['/', '/', '/'],
  ])('%s under %s → %s', (url, base, expected) => {
    expect(toRouterPath(url, base)).toBe(expected);
  });
});
