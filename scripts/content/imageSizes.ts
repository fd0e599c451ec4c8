/**
 * Gives each image of a rendered body that is a file of this site its width and height, read from
 * the file: with them the browser reserves the image's space before it loads, so the text below
 * does not jump (layout shift). A drawing with a narrow version beside it (`flow.narrow.svg` for
 * `flow.svg`) shows that one on a phone, where the wide one's labels would shrink past reading.
 * This runs on every build, after the body cache, because a writer can replace an image without
 * touching the text that shows it.
 */
import path from 'node:path';
import { readImageSize, type ImageSize } from '../images/imageSize.ts';
import { getOrMake } from '../getOrMake.ts';
import { resolveFile } from '../static-server.ts';

/** An <img> tag as rehype-stringify writes it: attribute values in double quotes, which hold no `"`. */
export const IMAGE_TAG = /<img\b(?:[^>"]|"[^"]*")*>/g;
const SOURCE = /\ssrc="([^"]*)"/;
const HAS_SIZE = /\s(width|height)=/;
/** The screens that get an image's narrow version: a phone's, as the site's layouts count them. */
const NARROW_SCREEN = '(max-width: 559.98px)';
const sizeAttributes = ({ width, height }: ImageSize) => `width="${width}" height="${height}"`;

/** The characters the serializer writes as references in an attribute value, back as they were. */
const decodeAttribute = (value: string) => value.replace(/&#x26;|&amp;/g, '&').replace(/&#x22;|&quot;/g, '"');

/**
 * `withImageSizes(html)` adds width and height to each <img> whose source is a site path under
 * `basePath` and a readable image under public/, unless the writer gave a size. Other images (on
 * other hosts, missing files: the link check reports those) stay as they are.
 */
export function imageSizer(root: string, basePath: string) {
  const publicDir = path.join(root, 'public');
  const prefix = basePath.replace(/\/$/, '');
  const sizes = new Map<string, Promise<ImageSize | undefined>>();

  function sizeOf(source: string): Promise<ImageSize | undefined> {
    if (!source.startsWith(`${prefix}/`)) return Promise.resolve(undefined);
    const sitePath = source.slice(prefix.length).replace(/[?#].*$/, '');
    return getOrMake(sizes, sitePath, () => resolveFile(publicDir, sitePath).then((file) => (file ? readImageSize(file) : undefined)));
  }

  return async function withImageSizes(html: string): Promise<string> {
    if (!html.includes('<img')) return html;
    const tags = [...html.matchAll(IMAGE_TAG)].map((match) => match[0]);
    const sized = await Promise.all(
      tags.map(async (tag) => {
        const source = SOURCE.exec(tag)?.[1];
        if (source === undefined || HAS_SIZE.test(tag)) return tag;
        const size = await sizeOf(decodeAttribute(source));
        if (!size) return tag;
        const sizedTag = `${tag.slice(0, -1)} ${sizeAttributes(size)}>`;
        const narrow = /^[^\s,]+\.\w+$/.test(source) ? source.replace(/(\.\w+)$/, '.narrow$1') : undefined;
        const narrowSize = narrow && (await sizeOf(decodeAttribute(narrow)));
        if (!narrowSize) return sizedTag;
        return `<picture><source media="${NARROW_SCREEN}" srcset="${narrow}" ${sizeAttributes(narrowSize)}>${sizedTag}</picture>`;
      }),
    );
    let index = 0;
    return html.replace(IMAGE_TAG, () => sized[index++]!);
  };
}
