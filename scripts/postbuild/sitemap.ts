/**
 * Writes sitemap.xml (every indexable page, absolute URLs, articles with their date) and the
 * robots.txt that points to it, both from the route table and the content index.
 */
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { absoluteUrl } from '../../src/lib/urls.ts';
import { blogPaths, paths } from '../../src/routes/paths.ts';
import { listSitePaths } from '../../src/routes/sitePaths.ts';
import type { BuiltContent } from './contentIndex.ts';

/** Pages that exist for visitors but not for search results (decisions 10), and duplicates. */
const NOT_INDEXED = new Set<string>([paths.thankYou, paths.notFound, paths.notFoundFile, paths.servicesAlias]);

const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function sitemapEntries(content: BuiltContent): { path: string; lastmod?: string }[] {
  const dates = new Map(content.posts.map((post) => [blogPaths.post(post.slug), post.date]));
  const legalDates = new Map(content.legal.map((page) => [`/${page.slug}`, page.updated]));
  return listSitePaths({
    postSlugs: content.posts.map((post) => post.slug),
    caseSlugs: content.cases.map((entry) => entry.slug),
    legalSlugs: content.legal.map((page) => page.slug),
    summary: content.summary,
  })
    .filter((sitePath) => !NOT_INDEXED.has(sitePath))
    .map((sitePath) => ({ path: sitePath, lastmod: dates.get(sitePath) ?? legalDates.get(sitePath) }));
}

export async function writeSitemap(outDir: string, basePath: string, content: BuiltContent): Promise<number> {
  const entries = sitemapEntries(content);
  const urls = entries
    .map(
      ({ path: sitePath, lastmod }) =>
        // The URL parser percent-encodes what a sitemap may not hold as it is (a tag named in Chinese).
        `  <url><loc>${escapeXml(new URL(absoluteUrl(sitePath, basePath)).href)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
    )
    .join('\n');
  await writeFile(
    path.join(outDir, 'sitemap.xml'),
    `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
  );
  await writeFile(path.join(outDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${absoluteUrl('/sitemap.xml', basePath)}\n`);
  return entries.length;
}
