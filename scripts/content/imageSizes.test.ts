import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_TAG, imageSizer } from './imageSizes.ts';
import { renderMarkdown } from './markdown.ts';

let root: string;

beforeAll(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'itah-image-sizes-'));
  await mkdir(path.join(root, 'public', 'images', 'blog'), { recursive: true });
  const png = await sharp({ create: { width: 640, height: 360, channels: 3, background: '#1d4ed8' } })
    .png()
    .toBuffer();
  await writeFile(path.join(root, 'public', 'images', 'blog', 'flow & steps.png'), png);
  await writeFile(path.join(root, 'public', 'images', 'blog', 'broken.png'), 'not an image');
  const drawing = (width: number, height: number) => `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"/>`;
  await writeFile(path.join(root, 'public', 'images', 'blog', 'flow.svg'), drawing(800, 440));
  await writeFile(path.join(root, 'public', 'images', 'blog', 'flow.narrow.svg'), drawing(400, 520));
});

afterAll(() => rm(root, { recursive: true, force: true }));

/** The <img> tags of a Markdown body once rendered (as the build does) and sized, under `basePath`. */
async function imagesOf(markdown: string, basePath = '/'): Promise<string[]> {
  const { html } = await renderMarkdown(markdown, { basePath, tokens: {} });
  return (await imageSizer(root, basePath)(html)).match(IMAGE_TAG) ?? [];
}

describe('imageSizer', () => {
  it('gives an image of this site its width and height, under any base path and whatever its name holds', async () => {
    expect(await imagesOf('![Flow "A" > B](/images/blog/flow%20&%20steps.png)', '/preview/x/')).toEqual([
      '<img src="/preview/x/images/blog/flow%20&#x26;%20steps.png" alt="Flow &#x22;A&#x22; > B" loading="lazy" decoding="async" width="640" height="360">',
    ]);
  });

  it('leaves alone images on other hosts, missing or unreadable files, and sizes the writer gave', async () => {
    const images = [
      '![Remote](https://example.com/x.png)',
      '![Missing](/images/blog/missing.png)',
      '![Broken](/images/blog/broken.png)',
      '<img src="/images/blog/flow%20&%20steps.png" alt="Sized" width="320">',
    ];
    const tags = await imagesOf(images.join('\n\n'));
    expect(tags).toHaveLength(4);
    for (const tag of tags.slice(0, 3)) expect(tag).not.toMatch(/width=/);
    expect(tags[3]).toMatch(/width="320"/);
    expect(tags[3]).not.toMatch(/height=/);
  });

  it("shows a phone an image's narrow version where one lies beside it, each with its own size", async () => {
    const { html } = await renderMarkdown('![Flow](/images/blog/flow.svg)', { basePath: '/preview/x/', tokens: {} });
    expect(await imageSizer(root, '/preview/x/')(html)).toBe(
      '<p><picture><source media="(max-width: 559.98px)" srcset="/preview/x/images/blog/flow.narrow.svg" width="400" height="520">' +
        '<img src="/preview/x/images/blog/flow.svg" alt="Flow" loading="lazy" decoding="async" width="800" height="440"></picture></p>',
    );
  });
});
