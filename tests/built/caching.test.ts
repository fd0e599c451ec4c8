/** Files the host may cache for good must change their name whenever their content changes. */
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { content, DIST, headerValuesFor, readPage } from './site.ts';
import { blogPaths } from '../../src/routes/paths.ts';

const cacheControlOf = (sitePath: string) => headerValuesFor(sitePath, 'Cache-Control');

describe('article images', () => {
  const files = readdirSync(path.join(DIST, 'generated'), { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());

  it('are cached for a year, as immutable', () => {
    const post = content.posts[0]!;
    for (const image of [post.hero.src, post.socialImage]) expect(cacheControlOf(image)).toEqual(['public, max-age=31536000, immutable']);
  });

  it('all carry a tag of their picture in their name', () => {
    expect(files.length).toBeGreaterThan(content.posts.length * 2);
    for (const file of files) expect(file.name).toMatch(/-[0-9a-f]{10}\.(svg|webp|png)$/);
  });

  it('are the ones the pages show and link previews use', () => {
    const post = content.posts[0]!;
    const { document } = readPage(blogPaths.post(post.slug));
    expect(document.querySelector('main img')?.getAttribute('src')).toBe(post.hero.src);
    expect(new URL(document.querySelector('meta[property="og:image"]')!.getAttribute('content')!).pathname).toBe(post.socialImage);
    const served = new Set(files.map((file) => `/${path.relative(DIST, path.join(file.parentPath, file.name))}`));
    for (const each of content.posts) expect(served).toContain(each.hero.src);
  });
});

describe('HTML', () => {
  it('is revalidated on every visit, so a deploy shows at once', () => {
    expect(cacheControlOf('/blog/')).toEqual([]);
  });
});
