import { describe, expect, it } from 'vitest';
import { assembleChanges, keepsScreenshots, screenshotPlan, type PageScreenshots } from './changesJson.ts';
import type { SiteComparison } from './compareSites.ts';

const noText = { added: [], removed: [] };
const comparison: SiteComparison = {
  added: ['/blog/new'],
  removed: [],
  changed: [
    { route: '/blog', text: { added: ['New post'], removed: [] } },
    { route: '/rss.xml', text: { added: ['<item>New post</item>'], removed: [] } },
  ],
  restyled: ['/', '/about'],
  rescripted: ['/contact'],
  unchanged: ['/policy', '/sitemap.xml'],
};
const isPage = (route: string) => !route.endsWith('.xml');
const pictures = (name: string): PageScreenshots => ({
  375: { before: `${name}-375-before.png`, after: `${name}-375-after.png`, diff: `${name}-375-diff.png`, regions: [] },
  1280: { before: `${name}-1280-before.png`, after: `${name}-1280-after.png`, diff: `${name}-1280-diff.png`, regions: [] },
});
const about = { base: 'origin/main', head: 'dist', site: 'https://www.itah.example/', screenshotLimit: 3 };

describe('screenshotPlan', () => {
  it('takes changed pages first, then those whose styles changed, then those whose scripts did, up to the limit; feeds have none', () => {
    expect(screenshotPlan(comparison, isPage, 3)).toEqual({
      screenshotted: ['/blog', '/', '/about'],
      notScreenshotted: [{ route: '/contact', reason: 'scripts changed' }],
    });
    expect(screenshotPlan(comparison, isPage, 1).notScreenshotted).toEqual([
      { route: '/', reason: 'styles or images changed' },
      { route: '/about', reason: 'styles or images changed' },
      { route: '/contact', reason: 'scripts changed' },
    ]);
    expect(screenshotPlan(comparison, isPage, 0).notScreenshotted[0]).toEqual({ route: '/blog', reason: 'changed' });
  });
});

describe('keepsScreenshots', () => {
  it("keeps a changed page's screenshots, and another's only when it looks different", () => {
    expect(keepsScreenshots(comparison, '/blog', false)).toBe(true);
    expect(keepsScreenshots(comparison, '/about', false)).toBe(false);
    expect(keepsScreenshots(comparison, '/contact', false)).toBe(false);
    expect(keepsScreenshots(comparison, '/contact', true)).toBe(true);
  });
});

describe('assembleChanges', () => {
  it('counts a restyled page as changed when its screenshots differ, as unchanged when they do not, and as neither without them', () => {
    const shots = new Map([
      ['/blog', { screenshots: pictures('blog'), looksDifferent: false }],
      ['/', { screenshots: pictures('home'), looksDifferent: true }],
      ['/about', { screenshots: pictures('about'), looksDifferent: false }],
    ]);
    const notScreenshotted = [{ route: '/contact', reason: 'scripts changed' as const }];
    const changes = assembleChanges(comparison, shots, notScreenshotted, about);
    expect(changes.changed.map((page) => [page.route, page.screenshots?.[375].before ?? null])).toEqual([
      ['/', 'home-375-before.png'],
      ['/blog', 'blog-375-before.png'],
      ['/rss.xml', null],
    ]);
    expect(changes.changed[0]!.text).toEqual(noText);
    expect(changes.notScreenshotted).toEqual(notScreenshotted);
    expect(changes.unchanged).toBe(3);
    expect(changes).toMatchObject({ ...about, added: ['/blog/new'], removed: [] });
  });
});
