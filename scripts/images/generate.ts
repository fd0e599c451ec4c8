/**
 * Makes every article's hero (856×540) and social card (1200×630) under public/generated/.
 * An article with its own `image` gets it cropped and converted to WebP; the others get the
 * generated artwork. Results are cached by their inputs, so a warm build renders nothing.
 */
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { PostMeta } from '../../src/content/types.ts';
import { siteConfig } from '../../src/site.config.ts';
import type { ArtworkInput } from './artwork.tsx';
import { renderPng, renderSvg } from './render.ts';

/** The link-preview card of every page without one of its own (see Seo.tsx). */
export const SITE_SOCIAL_IMAGE = '/generated/social/site.png';
const SITE_CARD: ArtworkInput = {
  slug: 'itah',
  title: 'Senior engineers for security, data, automation and apps',
  banner: siteConfig.brand.longName,
  category: siteConfig.brand.name,
  color: '#2563eb',
};

/** Bump when the template changes, so cached images are made again. */
const TEMPLATE_VERSION = '5';
const CONCURRENCY = 4;

export interface ImageOptions {
  root: string;
  cacheDir?: string;
}

const exists = (file: string) =>
  stat(file).then(
    () => true,
    () => false,
  );

async function cached(cacheDir: string, key: string, extension: string, output: string, make: () => Promise<Buffer | string>) {
  const cacheFile = path.join(cacheDir, `${createHash('sha256').update(key).digest('hex').slice(0, 32)}${extension}`);
  if (!(await exists(cacheFile))) await writeFile(cacheFile, await make());
  await copyFile(cacheFile, output);
}

function artworkInput(post: PostMeta): ArtworkInput {
  const color = siteConfig.blog.categories.find((category) => category.slug === post.categorySlug)?.color ?? '#2563eb';
  return { slug: post.slug, title: post.title, banner: post.banner, category: post.category, color };
}

async function imagesOf(post: PostMeta, root: string, cacheDir: string) {
  const publicDir = path.join(root, 'public');
  const hero = path.join(publicDir, post.hero.src);
  const social = path.join(publicDir, post.socialImage);
  if (post.image) {
    const source = path.join(publicDir, post.image);
    const key = `${TEMPLATE_VERSION}:${post.image}:${(await stat(source)).mtimeMs}`;
    await cached(cacheDir, `hero:${key}`, '.webp', hero, () =>
      sharp(source).resize(post.hero.width, post.hero.height, { fit: 'cover' }).webp({ quality: 80 }).toBuffer(),
    );
    await cached(cacheDir, `social:${key}`, '.png', social, () => sharp(source).resize(1200, 630, { fit: 'cover' }).png().toBuffer());
    return;
  }
  const input = artworkInput(post);
  const key = `${TEMPLATE_VERSION}:${JSON.stringify(input)}`;
  await cached(cacheDir, `hero:${key}`, '.svg', hero, () => renderSvg('hero', input));
  await cached(cacheDir, `social:${key}`, '.png', social, () => renderPng('social', input));
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
  { root, cacheDir = path.join(root, 'node_modules/.cache/itah-images') }: ImageOptions,
) {
  const publicDir = path.join(root, 'public');
  await Promise.all(
    [cacheDir, path.join(publicDir, 'generated/blog'), path.join(publicDir, 'generated/social')].map((dir) =>
      mkdir(dir, { recursive: true }),
    ),
  );
  const queue = [...posts];
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      for (let post = queue.shift(); post; post = queue.shift()) await imagesOf(post, root, cacheDir);
    }),
  );
  const siteCard = path.join(publicDir, SITE_SOCIAL_IMAGE);
  await cached(cacheDir, `social:${TEMPLATE_VERSION}:${JSON.stringify(SITE_CARD)}`, '.png', siteCard, () => renderPng('social', SITE_CARD));
  const wanted = new Set([
    siteCard,
    ...posts.flatMap((post) => [path.join(publicDir, post.hero.src), path.join(publicDir, post.socialImage)]),
  ]);
  await removeStale(path.join(publicDir, 'generated/blog'), wanted);
  await removeStale(path.join(publicDir, 'generated/social'), wanted);
}
