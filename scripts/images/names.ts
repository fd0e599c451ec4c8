/**
 * What each article image is drawn from, and the address that follows: the slug plus a hash of
 * the picture's inputs. A changed title or drawing gets a new address, so hosts can cache every
 * image for good and link previews (which platforms cache by address) show the new card at once.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import type { PostMeta } from '../../src/content/types.ts';
import { categoryColor } from '../../src/content/taxonomy.ts';
import { siteConfig } from '../../src/site.config.ts';
import type { ArtworkInput } from './artwork.ts';
import { motifOf } from './motifs.ts';
import { BLUE } from './palette.ts';

/** The code that draws the images: every module of this folder, so a new one cannot be missed. */
const DRAWING_CODE = readdirSync(new URL('.', import.meta.url))
  .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
  .sort()
  .map((name) => new URL(name, import.meta.url));

function hashOfFiles(files: URL[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/**
 * Part of every address: the drawing code and the font the words are drawn from. Not the other
 * packages, which would rename every image at each dependency update: a new rasteriser or encoder
 * makes the same picture, so a copy a visitor keeps is still right.
 */
const PICTURE_VERSION = hashOfFiles([
  ...DRAWING_CODE,
  pathToFileURL(createRequire(import.meta.url).resolve('@fontsource/inter/package.json')),
]);

const tagOf = (picture: string) => createHash('sha256').update(`${PICTURE_VERSION}\0${picture}`).digest('hex').slice(0, 10);

type ArtworkSource = Pick<PostMeta, 'slug' | 'title' | 'banner' | 'category' | 'categorySlug'>;

/** What a post's generated artwork is drawn from: its category shows as a motif and a colour, not in words. */
export function artworkInput(post: ArtworkSource): ArtworkInput {
  const color = categoryColor(post.categorySlug) ?? BLUE;
  return { slug: post.slug, title: post.title, banner: post.banner, motif: motifOf(post.categorySlug), color };
}

/**
 * The site paths of a post's hero and social card: drawn from its title and category, or, given
 * the hash of the writer's own image, cut from that image.
 */
export function articleImagePaths(post: ArtworkSource, ownImageHash?: string): { hero: string; social: string } {
  const tag = tagOf(ownImageHash ? `own:${ownImageHash}` : `artwork:${JSON.stringify(artworkInput(post))}`);
  return {
    hero: `/generated/blog/${post.slug}-${tag}.${ownImageHash ? 'webp' : 'svg'}`,
    social: `/generated/social/${post.slug}-${tag}.png`,
  };
}

/** The link-preview card of every page without one of its own (see Seo.tsx). */
export const SITE_CARD: ArtworkInput = {
  slug: 'itah',
  title: 'Senior engineers for security, data, automation and apps',
  banner: siteConfig.brand.longName,
  motif: 'blocks',
  color: BLUE,
};

export const SITE_SOCIAL_IMAGE = `/generated/social/site-${tagOf(`site:${JSON.stringify(SITE_CARD)}`)}.png`;
