import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { afterEach, describe, expect, it } from 'vitest';
import { postMeta } from '../../src/content/__fixtures__/postMeta.ts';
import { siteConfig } from '../../src/site.config.ts';
import type { BuiltContent } from './contentIndex.ts';
import { FEED_FILES, writeFeed } from './feed.ts';

/** A blog of `count` posts, newest first, as the content index lists them. */
function blogOf(count: number): BuiltContent {
  const posts = Array.from({ length: count }, (_, index) =>
    postMeta(`post-${count - index}`, {
      title: `Post ${count - index}`,
      date: new Date(Date.UTC(2026, 0, count - index)).toISOString().slice(0, 10),
      tags: [{ name: 'risk', slug: 'risk' }],
      excerpt: 'An excerpt.',
    }),
  );
  return {
    posts,
    cases: [],
    legal: [],
    summary: {} as BuiltContent['summary'],
    readBody: async (_kind, slug) =>
      `<p>Body of ${slug}, see <a href="/about">us</a>.</p><img src="/images/blog/${slug}.webp" srcset="/images/blog/${slug}.webp 1x, /images/blog/${slug}@2x.webp 2x" alt="">`,
  };
}

describe('writeFeed', () => {
  let outDir: string | undefined;
  afterEach(() => outDir && rm(outDir, { recursive: true, force: true }));

  it('carries only the newest posts however large the archive, each with its full text and absolute links', async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'itah-feed-'));
    const blog = blogOf(siteConfig.blog.feedItems + 5);
    expect(await writeFeed(outDir, '/', blog)).toBe(siteConfig.blog.feedItems);
    const items = parse(await readFile(path.join(outDir, FEED_FILES.rss), 'utf8')).querySelectorAll('item');
    expect(items.map((item) => item.querySelector('title')?.text)).toEqual(
      blog.posts.slice(0, siteConfig.blog.feedItems).map((post) => `<![CDATA[${post.title}]]>`),
    );
    expect(items[0]!.toString()).toContain(`Body of ${blog.posts[0]!.slug}`);
    expect(items[0]!.toString()).toContain(`href="${siteConfig.siteUrl}/about"`);
    expect(items[0]!.toString()).toContain(`src="${siteConfig.siteUrl}/images/blog/`);
    expect(items[0]!.toString()).toMatch(
      new RegExp(`srcset="${siteConfig.siteUrl}/images/blog/\\S+ 1x, ${siteConfig.siteUrl}/images/blog/\\S+ 2x"`),
    );
  });

  it('writes the same posts as an Atom feed beside the RSS one, each feed naming both', async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'itah-feed-'));
    const blog = blogOf(3);
    await writeFeed(outDir, '/preview/', blog);
    const atom = parse(await readFile(path.join(outDir, FEED_FILES.atom), 'utf8'));
    expect(atom.querySelector('feed')?.getAttribute('xmlns')).toBe('http://www.w3.org/2005/Atom');
    expect(atom.querySelectorAll('entry').map((entry) => entry.querySelector('title')?.text)).toEqual(
      blog.posts.map((post) => `<![CDATA[${post.title}]]>`),
    );
    expect(atom.querySelector('entry content')?.text).toContain(`href="${siteConfig.siteUrl}/about"`);
    expect(atom.querySelector('link[rel="self"]')?.getAttribute('href')).toBe(`${siteConfig.siteUrl}/preview/atom.xml`);
  });
});
