/**
 * Makes every article's hero (856×540) and social card (1200×630) under <outDir>/generated/. An
 * article with its own `image` gets it cropped and converted; the others get the drawn artwork
 * (artwork.ts): the hero as SVG, the card as that SVG rasterised by sharp.
 */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp, { type Sharp } from 'sharp';
import type { PostMeta } from '../../src/content/types.ts';
import { artworkSvg } from './artwork.ts';
import { artworkInput, SITE_CARD, SITE_SOCIAL_IMAGE } from './names.ts';

/**
 * Where `npm run dev` and `npm run content` put the images, and the dev server serves them from
 * (vite-plugin-content.ts). Not public/: Vite copies all of public/ into every production build.
 */
export const devImagesDir = (root: string) => path.join(root, 'node_modules', '.cache', 'itah-dev-images');

/** A flat picture, mostly one colour: the lightest compression saves seconds for a few kilobytes. */
const png = (image: Sharp) => image.png({ compressionLevel: 1, adaptiveFiltering: false }).toBuffer();
const rasterise = (svg: string) => png(sharp(Buffer.from(svg)));
// Two articles at a time keep sharp busy; more drew no faster and held more memory.
const IMAGES_IN_FLIGHT = 2;

async function imagesOf(post: PostMeta, publicDir: string, outDir: string): Promise<void> {
  const hero = path.join(outDir, post.hero.src);
  const social = path.join(outDir, post.socialImage);
  if (post.image) {
    const source = path.join(publicDir, post.image);
    await writeFile(hero, await sharp(source).resize(post.hero.width, post.hero.height, { fit: 'cover' }).webp({ quality: 80 }).toBuffer());
    await writeFile(social, await png(sharp(source).resize(1200, 630, { fit: 'cover' })));
    return;
  }
  const input = artworkInput(post);
  await writeFile(hero, artworkSvg('hero', input));
  await writeFile(social, await rasterise(artworkSvg('social', input)));
}

/** Draws the images into `outDir`/generated/: the dev server's folder (devImagesDir) by default. */
export async function generateArticleImages(posts: PostMeta[], { root, outDir = devImagesDir(root) }: { root: string; outDir?: string }) {
  sharp.cache(false); // Every picture differs: its cache of operations would never hit.
  const folders = ['generated/blog', 'generated/social'].map((folder) => path.join(outDir, folder));
  // Each run draws the whole set: what a removed or renamed post left goes with the folders.
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
  await Promise.all(folders.map((folder) => mkdir(folder, { recursive: true })));
  const publicDir = path.join(root, 'public');
  const waiting = [...posts];
  const drawNext = async () => {
    for (let post = waiting.shift(); post; post = waiting.shift()) await imagesOf(post, publicDir, outDir);
  };
  await Promise.all(Array.from({ length: IMAGES_IN_FLIGHT }, drawNext));
  await writeFile(path.join(outDir, SITE_SOCIAL_IMAGE), await rasterise(artworkSvg('social', SITE_CARD)));
}
