/**
 * Makes every article's hero (856×540) and social card (1200×630) under <outDir>/generated/.
 * An article with its own `image` gets it cropped and converted to WebP; the others get the
 * generated artwork. Results are cached by their inputs, so a warm build renders nothing. Large
 * batches are shared out to worker threads (runJobs).
 */
import { mkdir, readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { buildCacheDir } from '../cacheDir.ts';
import { runJobs } from '../workers/pool.ts';
import type { PostMeta } from '../../src/content/types.ts';
import { cached, imagesOf, type ImageJob } from './images.ts';
import { SITE_CARD, SITE_SOCIAL_IMAGE, TEMPLATE_VERSION } from './names.ts';
import { renderPng } from './render.ts';

/**
 * Where `npm run dev` and `npm run content` put the images, and the dev server serves them from
 * (vite-plugin-content.ts). Not public/: Vite copies all of public/ into every production build,
 * which at a thousand posts cost seconds to copy images the build then replaced with its own.
 */
export const devImagesDir = (root: string) => path.join(root, 'node_modules', '.cache', 'itah-dev-images');

export interface ImageOptions {
  root: string;
  /** The folder whose generated/ receives the images: the dev server's (devImagesDir) by default. */
  outDir?: string;
  cacheDir?: string;
  /** Worker threads for large batches; one a core by default. */
  threads?: number;
}

async function removeStale(directory: string, wanted: Set<string>) {
  const names = await readdir(directory).catch(() => [] as string[]);
  await Promise.all(
    names
      .map((name) => path.join(directory, name))
      .filter((file) => !wanted.has(file))
      .map((file) => rm(file)),
  );
}

export async function generateArticleImages(
  posts: PostMeta[],
  { root, outDir = devImagesDir(root), cacheDir = buildCacheDir(root, 'images'), threads }: ImageOptions,
) {
  const publicDir = path.join(root, 'public');
  await Promise.all(
    [cacheDir, path.join(outDir, 'generated/blog'), path.join(outDir, 'generated/social')].map((dir) => mkdir(dir, { recursive: true })),
  );
  const job = { publicDir, outDir, cacheDir };
  const jobs = posts.map((post): ImageJob => ({ ...job, post }));
  await runJobs(jobs, { handle: imagesOf, worker: new URL('./worker.ts', import.meta.url) }, { threads });
  const siteCard = path.join(outDir, SITE_SOCIAL_IMAGE);
  await cached(cacheDir, `social:${TEMPLATE_VERSION}:${JSON.stringify(SITE_CARD)}`, '.png', siteCard, () => renderPng('social', SITE_CARD));
  const wanted = new Set([siteCard, ...posts.flatMap((post) => [path.join(outDir, post.hero.src), path.join(outDir, post.socialImage)])]);
  await removeStale(path.join(outDir, 'generated/blog'), wanted);
  await removeStale(path.join(outDir, 'generated/social'), wanted);
}
