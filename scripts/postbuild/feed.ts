/** Writes rss.xml and atom.xml: the newest published posts (siteConfig.blog.feedItems), with absolute links and the full text. */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Feed } from 'feed';
import { absoluteUrl } from '../../src/lib/urls.ts';
import { blogPaths, paths } from '../../src/routes/paths.ts';
import { siteConfig } from '../../src/site.config.ts';
import { mapSourceSet } from '../content/htmlAddresses.ts';
import type { BuiltContent } from './contentIndex.ts';

export const FEED_FILES = { rss: 'rss.xml', atom: 'atom.xml' };

/** Links and images inside bodies are site-relative; a feed reader needs them absolute. */
const absolutizeLinks = (html: string) =>
  html
    .replace(/\b(href|src|poster)="\/(?!\/)/g, `$1="${siteConfig.siteUrl}/`)
    .replace(/\bsrcset="([^"]*)"/g, (_, set: string) => `srcset="${mapSourceSet(set, (url) => siteConfig.siteUrl + url)}"`);

export async function writeFeed(outDir: string, basePath: string, content: BuiltContent): Promise<number> {
  const url = (sitePath: string) => absoluteUrl(sitePath, basePath);
  const newest = content.posts[0];
  const feed = new Feed({
    title: `${siteConfig.brand.name} Blog`,
    description: `Practical articles on cybersecurity, data, automation and app development from ${siteConfig.brand.longName}.`,
    id: url(paths.blog),
    link: url(paths.blog),
    language: 'en',
    copyright: `© ${siteConfig.brand.name}, ${siteConfig.brand.longName}`,
    updated: newest ? new Date(`${newest.date}T00:00:00Z`) : undefined,
    feedLinks: { rss: url(`/${FEED_FILES.rss}`), atom: url(`/${FEED_FILES.atom}`) },
  });
  const posts = content.posts.slice(0, siteConfig.blog.feedItems);
  for (const post of posts) {
    feed.addItem({
      title: post.title,
      id: url(blogPaths.post(post.slug)),
      link: url(blogPaths.post(post.slug)),
      description: post.excerpt,
      content: absolutizeLinks(await content.readBody('posts', post.slug)),
      date: new Date(`${post.date}T00:00:00Z`),
      category: [{ name: post.category }, ...post.tags.map((tag) => ({ name: tag.name }))],
      image: url(post.socialImage),
    });
  }
  await Promise.all([
    writeFile(path.join(outDir, FEED_FILES.rss), feed.rss2()),
    writeFile(path.join(outDir, FEED_FILES.atom), feed.atom1()),
  ]);
  return posts.length;
}
