/** A writer's own hero image, from front matter to the files the site serves. */
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { buildContent } from '../content/build.ts';
import { ContentError, formatProblem } from '../content/problems.ts';
import { generateArticleImages } from './generate.ts';
import { SITE_SOCIAL_IMAGE } from './names.ts';

const FIXTURE = path.join(import.meta.dirname, '..', 'content', '__fixtures__', 'site');
const IMAGE = '/images/blog/team.png';
let root: string;

const drawImage = (red: number, { width = 1600, height = 1000 } = {}) =>
  sharp({ create: { width, height, channels: 3, background: { r: red, g: 90, b: 160 } } })
    .png()
    .toFile(path.join(root, 'public', IMAGE));
const build = () => buildContent({ root, includeDrafts: false, basePath: '/' });
const heroOf = async () => (await build()).posts.find((post) => post.slug === 'valid-post')!.hero.src;

beforeEach(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'itah-own-image-'));
  await cp(FIXTURE, root, { recursive: true });
  await mkdir(path.join(root, 'public', 'images', 'blog'), { recursive: true });
  await drawImage(20);
  const post = path.join(root, 'posts', 'valid-post.md');
  await writeFile(
    post,
    (await readFile(post, 'utf8')).replace(
      'banner: "Zero Trust"',
      `banner: "Zero Trust"\nimage: "${IMAGE}"\nimageAlt: "A firewall rule set on a laptop screen"`,
    ),
  );
});

afterEach(() => rm(root, { recursive: true, force: true }));

describe("a post with the writer's own image", () => {
  it('gets a WebP hero whose address changes with the image, not with its file date', async () => {
    const first = await heroOf();
    expect(first).toMatch(/^\/generated\/blog\/valid-post-[0-9a-f]{10}\.webp$/);
    await drawImage(20);
    expect(await heroOf()).toBe(first);
    await drawImage(200);
    expect(await heroOf()).not.toBe(first);
  });

  it('is cut into an 856×540 hero and a 1200×630 card, beside the default card', async () => {
    const index = await build();
    const out = path.join(root, 'site');
    await generateArticleImages(index.posts, { root, outDir: out });
    const post = index.posts.find((entry) => entry.slug === 'valid-post')!;
    expect(await sharp(path.join(out, post.hero.src)).metadata()).toMatchObject({ format: 'webp', width: 856, height: 540 });
    expect(await sharp(path.join(out, post.socialImage)).metadata()).toMatchObject({ format: 'png', width: 1200, height: 630 });
    expect(await sharp(path.join(out, SITE_SOCIAL_IMAGE)).metadata()).toMatchObject({ width: 1200, height: 630 });
  });

  const problems = () =>
    build().then(
      () => [],
      (error: unknown) => (error instanceof ContentError ? error.problems.map(formatProblem) : Promise.reject(error)),
    );

  it('is a problem naming the file and field when the image is missing', async () => {
    await rm(path.join(root, 'public', IMAGE));
    expect(await problems()).toEqual([
      expect.stringMatching(/valid-post\.md.*image.*\/images\/blog\/team\.png does not exist under public\//),
    ]);
  });

  it('is a problem when the image is smaller than the card made from it, or not an image at all', async () => {
    await drawImage(20, { width: 400, height: 300 });
    expect(await problems()).toEqual([
      expect.stringMatching(/valid-post\.md: image: \/images\/blog\/team\.png is 400×300 px; it must be at least 1200×630/),
    ]);
    await writeFile(path.join(root, 'public', IMAGE), 'not a picture');
    expect(await problems()).toEqual([expect.stringMatching(/team\.png could not be read as an image/)]);
  });
});
