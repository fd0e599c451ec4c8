/** The images of one article, made or taken from the cache: shared by the main thread and the workers. */
import { createHash } from 'node:crypto';
import { copyFile, link, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { writeCacheFile } from '../cacheDir.ts';
import type { PostMeta } from '../../src/content/types.ts';
import { artworkSvg } from './artwork.ts';
import { artworkInput, TEMPLATE_VERSION } from './names.ts';
import { renderPng } from './render.ts';

export interface ImageJob {
  post: PostMeta;
  /** Where a writer's own images are (public/). */
  publicDir: string;
  /** Where generated/ is written. */
  outDir: string;
  cacheDir: string;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

/**
 * Puts the cached file at `output` as a hard link: no bytes are copied (thousands of images on a
 * slow disk), and neither side is ever written again once made. A copy where links cannot go
 * (another file system).
 */
async function place(cacheFile: string, output: string) {
  await rm(output, { force: true });
  await link(cacheFile, output).catch(() => copyFile(cacheFile, output));
}

export async function cached(
  cacheDir: string,
  key: string,
  extension: string,
  output: string,
  make: () => Buffer | string | Promise<Buffer | string>,
) {
  const cacheFile = path.join(cacheDir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}${extension}`);
  if (!(await exists(cacheFile))) await writeCacheFile(cacheFile, await make());
  await place(cacheFile, output);
}

export async function imagesOf({ post, publicDir, outDir, cacheDir }: ImageJob): Promise<void> {
  const hero = path.join(outDir, post.hero.src);
  const social = path.join(outDir, post.socialImage);
  if (post.image) {
    const source = path.join(publicDir, post.image);
    // The hero's address holds a hash of the source's bytes (names.ts).
    const key = `${TEMPLATE_VERSION}:${post.hero.src}`;
    await cached(cacheDir, `hero:${key}`, '.webp', hero, () =>
      sharp(source).resize(post.hero.width, post.hero.height, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
    );
    await cached(cacheDir, `social:${key}`, '.png', social, () => sharp(source).resize(1200, 630, { fit: 'cover' }).png().toBuffer());
    return;
  }
  const input = artworkInput(post);
  const key = `${TEMPLATE_VERSION}:${JSON.stringify(input)}`;
  await cached(cacheDir, `hero:${key}`, '.svg', hero, () => artworkSvg('hero', input));
  await cached(cacheDir, `social:${key}`, '.png', social, () => renderPng('social', input));
}
