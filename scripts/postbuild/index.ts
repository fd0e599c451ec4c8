/**
 * Everything that happens after vite-react-ssg has written the pages, in order. Runs from the
 * `onFinished` hook of vite.config.ts, so `npm run build` always produces the whole site.
 */
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { readBuiltContent } from './contentIndex.ts';
import { writeFeed } from './feed.ts';
import { inlineStylesheets } from './inlineStyles.ts';
import { dropOnDemandLinks } from './onDemandChunks.ts';
import { writeSearchIndex } from './searchIndex.ts';
import { applySecurityPolicy } from './securityHeaders.ts';
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

export async function finishBuild(outDir: string, basePath: string): Promise<void> {
  await moveNotFoundPage(outDir);
  await removeLoaderData(outDir);
  // Code behind a dynamic import loads on first use, not with every page (onDemandChunks.ts).
  await dropOnDemandLinks(outDir);
  await removeManifests(outDir);
  await inlineStylesheets(outDir, basePath);
  const content = await readBuiltContent(process.cwd());
  const feedItems = await writeFeed(outDir, basePath, content);
  const sitemapUrls = await writeSitemap(outDir, basePath, content);
  const indexedPages = await writeSearchIndex(outDir);
  // Last: it hashes the inline scripts of the finished pages.
  const policy = await applySecurityPolicy(outDir, basePath);
  console.log(
    `[postbuild] feed: ${feedItems} posts · sitemap: ${sitemapUrls} URLs · search index: ${indexedPages} pages · ` +
      `CSP: ${policy.hashes} inline script hashes over ${policy.pages} pages`,
  );
}
