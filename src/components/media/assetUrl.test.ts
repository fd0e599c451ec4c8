import { describe, expect, it } from 'vitest';
import { assetUrl } from './assetUrl.ts';

describe('assetUrl', () => {
  it.each([
    ['/media/itah-intro.mp4', '/', '/media/itah-intro.mp4'],
    ['/media/itah-intro.mp4', '/preview/my-branch/', '/preview/my-branch/media/itah-intro.mp4'],
    ['https://cdn.example.com/intro.mp4', '/preview/x/', 'https://cdn.example.com/intro.mp4'],
    ['//cdn.example.com/intro.mp4', '/preview/x/', '//cdn.example.com/intro.mp4'],
  ])('resolves %s under base %s', (path, base, expected) => {
    expect(assetUrl(path, base)).toBe(expected);
  });
});
