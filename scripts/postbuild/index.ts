/**
 * Everything that happens after vite-react-ssg has written the pages, in order. Runs from the
 * `onFinished` hook of vite.config.ts, so `npm run build` always produces the whole site.
 */
import { readdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { readBuiltContent } from './contentIndex.ts';
import { writeFeed } from './feed.ts';
import { styleInliner } from './inlineStyles.ts';
import { onDemandLinkRemover } from './onDemandChunks.ts';
import { writeSearchIndex } from './searchIndex.ts';
import { applySecurityPolicy, listHtmlFiles } from './securityHeaders.ts';
import { writeSitemap } from './sitemap.ts';

/** The pre-renderer has no `*` page; the explicit /404 route becomes the 404.html static hosts serve. */
async function moveNotFoundPage(outDir: string) {
  await rename(path.join(outDir, '404', 'index.html'), path.join(outDir, '404.html'));
  await rm(path.join(outDir, '404'), { recursive: true });
}

/** Loader data the browser never asks for (see withoutLoaders in src/main.tsx). */
async function removeLoaderData(outDir: string) {
  await rm(path.join(outDir, 'static-loader-data'), { recursive: true, force: true });
  for (const file of await readdir(outDir)) {
    if (file.startsWith('static-loader-data-manifest-')) await rm(path.join(outDir, file));
  }
}

/** Vite's manifests served their purpose during the build; they have no business on the site. */
const removeManifests = (outDir: string) => rm(path.join(outDir, '.vite'), { recursive: true, force: true });

type PageRewrite = (html: string) => string | Promise<string>;

/** Reads and writes each page once, however many rewrites it needs. */
async function rewritePages(outDir: string, rewrites: PageRewrite[]) {
  for (const file of await listHtmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    let rewritten = html;
    for (const rewrite of rewrites) rewritten = await rewrite(rewritten);
    if (rewritten !== html) await writeFile(file, rewritten);
  }
}

export async function finishBuild(outDir: string, basePath: string): Promise<void> {
  await moveNotFoundPage(outDir);
  await removeLoaderData(outDir);
  // Code behind a dynamic import loads on first use, not with every page (onDemandChunks.ts);
  // each page's small CSS goes into the page (inlineStyles.ts).
  await rewritePages(outDir, [await onDemandLinkRemover(outDir), styleInliner(outDir, basePath)]);
  await removeManifests(outDir);
  const content = await readBuiltContent(process.cwd());
  const feedItems = await writeFeed(outDir, basePath, content);
  const sitemapUrls = await writeSitemap(outDir, basePath, content);
  const indexedPages = await writeSearchIndex(outDir);
  // Last, in a pass of its own: the policy in every page lists the inline scripts of all pages.
  const policy = await applySecurityPolicy(outDir, basePath);
  console.log(
    `[postbuild] feed: ${feedItems} posts · sitemap: ${sitemapUrls} URLs · search index: ${indexedPages} pages · ` +
      `CSP: ${policy.hashes} inline script hashes over ${policy.pages} pages`,
  );
}
