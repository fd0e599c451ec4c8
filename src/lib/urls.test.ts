import { describe, expect, it } from 'vitest';
import { siteConfig } from '../site.config.ts';
import { absoluteUrl } from './urls.ts';

describe('absoluteUrl', () => {
  it.each([
    ['/', '/', '/'],
    ['/blog/x', '/', '/blog/x'],
    ['/blog/x', '/preview/b/', '/preview/b/blog/x'],
    ['/', '/preview/b/', '/preview/b/'],
  ])('%s under %s', (path, base, expected) => {
    expect(absoluteUrl(path, base)).toBe(`${siteConfig.siteUrl}${expected}`);
  });
});
