import { afterEach, describe, expect, it } from 'vitest';
import { readBuiltSite, routeOf } from './builtSite.ts';
import { removeTestSites, writeTestSite } from './testSites.ts';

afterEach(removeTestSites);

describe('routeOf', () => {
  it.each([
    ['index.html', '/'],
    ['about/index.html', '/about'],
    ['blog/tag/ai/index.html', '/blog/tag/ai'],
    ['404.html', '/404'],
  ])('%s → %s', (file, route) => expect(routeOf(file)).toBe(route));
});

describe('readBuiltSite', () => {
  it('finds the pages, not the fragments, and the base path the site was built for', async () => {
    const page = '<!doctype html><html><head><script type="module" src="/preview/x/assets/app-CGApBOIu.js"></script></head></html>';
    const root = await writeTestSite({ 'index.html': page, 'about/index.html': page, 'content/post.html': '<p>A body</p>' });
    const site = await readBuiltSite(root);
    expect(site.basePath).toBe('/preview/x/');
    expect([...site.pages]).toEqual([
      ['/about', 'about/index.html'],
      ['/', 'index.html'],
    ]);
    expect(site.files).toContain('content/post.html');
  });

  it('refuses a folder without a home page', async () => {
    await expect(readBuiltSite(await writeTestSite({}))).rejects.toThrow('is not a built site: it has no index.html');
  });
});
