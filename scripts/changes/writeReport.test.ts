import { mkdir, readdir } from 'node:fs/promises';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PagePictures } from './screenshotPages.ts';
import { removeTestSites, writeTestSite } from './testSites.ts';
import { clearReport, screenshotName, writeScreenshots } from './writeReport.ts';

afterEach(removeTestSites);

describe('screenshotName', () => {
  it.each([
    ['/', 'home'],
    ['/404', '404'],
    ['/blog/tag/ai', 'blog_tag_ai'],
  ])('%s → %s', (route, name) => expect(screenshotName(route)).toBe(name));
});

describe('clearReport', () => {
  it("removes an earlier report's files and keeps the folder's others", async () => {
    const out = await writeTestSite({ 'changes.json': '{}', 'screenshots/home-375-before.png': 'png', 'notes.txt': 'mine' });
    await clearReport(out);
    expect((await readdir(out)).sort()).toEqual(['notes.txt', 'screenshots']);
    expect(await readdir(path.join(out, 'screenshots'))).toEqual([]);
  });
});

describe('writeScreenshots', () => {
  it('writes each width’s three pictures and gives their paths relative to the report', async () => {
    const out = await writeTestSite({});
    await mkdir(path.join(out, 'screenshots'));
    const width = { before: Buffer.from('b'), after: Buffer.from('a'), diff: Buffer.from('d'), changedPixels: 1, regions: [] };
    const paths = await writeScreenshots(out, '/blog/a-post', { 375: width, 1280: width } as PagePictures);
    expect(paths[1280]).toEqual({
      before: 'screenshots/blog_a-post-1280-before.png',
      after: 'screenshots/blog_a-post-1280-after.png',
      diff: 'screenshots/blog_a-post-1280-diff.png',
      regions: [],
    });
    expect((await readdir(path.join(out, 'screenshots'))).length).toBe(6);
  });
});
