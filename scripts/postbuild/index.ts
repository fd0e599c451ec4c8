/**
 * Everything the build does to the pre-rendered site, from vite-react-ssg's hooks in
 * vite.config.ts, so `npm run build` always produces the whole site:
 * - as each page is rendered (onPageRendered), before it is written: its CSS goes inline, its
 *   security policy goes in, and Pagefind indexes it. Each page is handled once, in memory, and
 *   never read back from disk. The first page also starts the article images: sharp rasterises
 *   them on its own threads while React renders pages on the main one;
 * - when all pages are written (onFinished): the images are waited for, then the 404 page, the
 *   feed, the sitemap, the search index files and the hosts' header and redirect files. Every step
 *   ends before vite-react-ssg's own end, after which it stops the process within 15 s.
 */
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { readBuiltContent } from './contentIndex.ts';
import { generateArticleImages } from '../images/generate.ts';
import { writeFeed } from './feed.ts';
import { styleInliner } from './inlineStyles.ts';
import { searchIndexer } from './searchIndex.ts';
import { securityPolicy } from './securityHeaders.ts';
import { writeSitemap } from './sitemap.ts';

/**
 * What vite-react-ssg leaves that the site does not serve. The pre-renderer has no `*` page, so the
 * explicit /404 route becomes the 404.html static hosts serve; the loader data the browser never
 * asks for (see withoutLoaders in src/main.tsx) and Vite's manifests go.
 */
async function tidyOutput(outDir: string) {
  await rename(path.join(outDir, '404', 'index.html'), path.join(outDir, '404.html'));
  const manifests = (await readdir(outDir)).filter((file) => file.startsWith('static-loader-data-manifest-'));
  for (const name of ['404', 'static-loader-data', '.vite', ...manifests])
    await rm(path.join(outDir, name), { recursive: true, force: true });
}

/** Where vite-react-ssg writes a route with dirStyle 'nested': /about → about/index.html. */
const pageFileOf = (route: string) => path.join(route.replace(/^\//, ''), 'index.html');

export function siteFinisher(outDir: string, basePath: string) {
  const inlineStyles = styleInliner(outDir, basePath);
  const policy = securityPolicy(basePath);
  const search = searchIndexer();

  let drawing: Promise<void> | undefined;
  const drawImages = () =>
    (drawing ??= readBuiltContent(process.cwd()).then(({ posts }) => generateArticleImages(posts, { root: process.cwd(), outDir })));

  return {
    async onPageRendered(route: string, html: string): Promise<string> {
      // Awaited in onFinished, which fails the build with its error; not an unhandled rejection before.
      drawImages().catch(() => undefined);
      // Each page's small CSS goes into the page (inlineStyles.ts); the policy comes last, once the
      // page's scripts are final.
      // Pagefind reads the page as rendered: it needs neither the CSS nor the policy.
      await search.add(pageFileOf(route), html);
      return policy.apply(await inlineStyles(html));
    },
    async onFinished(): Promise<void> {
      try {
        await drawImages();
        await tidyOutput(outDir);
        const content = await readBuiltContent(process.cwd());
        const feedItems = await writeFeed(outDir, basePath, content);
        const sitemapUrls = await writeSitemap(outDir, basePath, content);
        const indexedPages = await search.write(outDir);
        const { pages, hashes } = await policy.writeHostFiles(outDir);
        console.log(
          `[postbuild] feed: ${feedItems} posts · sitemap: ${sitemapUrls} URLs · search index: ${indexedPages} pages · ` +
            `CSP: ${hashes} inline script hashes over ${pages} pages`,
        );
      } finally {
        await search.close();
      }
    },
  };
}
