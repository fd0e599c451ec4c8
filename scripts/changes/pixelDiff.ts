/**
 * Two screenshots of a page compared pixel by pixel (pixelmatch, which tells anti-aliasing from
 * change), with the changed regions outlined on the head's screenshot and on the diff. sharp reads
 * and writes the PNGs: it is already the build's image library, and far quicker on full pages.
 */
import pixelmatch from 'pixelmatch';
import sharp from 'sharp';
import { changedRegions, type Region } from './regions.ts';

export interface PictureComparison {
  changedPixels: number;
  regions: Region[];
  /** The head's screenshot, its changed regions outlined. */
  after: Buffer;
  /** The head's screenshot faded to grey, changed pixels red, changed regions outlined. */
  diff: Buffer;
}

interface Picture {
  data: Buffer;
  width: number;
  height: number;
}

const CHANGED: [number, number, number] = [255, 0, 0];
/** A colour the site does not use, so that outlines stand out from its navy, blue and cyan. */
const OUTLINE: [number, number, number] = [224, 0, 224];
const OUTLINE_WIDTH = 3;
/** Outlines stand this far outside their region, off the content they mark. */
const OUTLINE_GAP = 4;

async function decode(png: Buffer): Promise<Picture> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

const encode = ({ data, width, height }: Picture) =>
  sharp(data, { raw: { width, height, channels: 4 } })
    .png()
    .toBuffer();

/** The picture on a white canvas of the given size: a page that grew is compared with white below the shorter one. */
function onCanvas(picture: Picture, width: number, height: number): Picture {
  if (picture.width === width && picture.height === height) return picture;
  const data = Buffer.alloc(width * height * 4, 255);
  for (let y = 0; y < picture.height; y++) {
    picture.data.copy(data, y * width * 4, y * picture.width * 4, (y + 1) * picture.width * 4);
  }
  return { data, width, height };
}

/** Draws each region's outline into the picture, just outside the region, clipped to the picture. */
export function outline(picture: Picture, regions: Region[]): Picture {
  const data = Buffer.from(picture.data);
  const paint = (x: number, y: number) => {
    if (x < 0 || y < 0 || x >= picture.width || y >= picture.height) return;
    const at = (y * picture.width + x) * 4;
    [data[at], data[at + 1], data[at + 2], data[at + 3]] = [...OUTLINE, 255];
  };
  for (const region of regions) {
    const [left, top] = [region.x - OUTLINE_GAP - OUTLINE_WIDTH, region.y - OUTLINE_GAP - OUTLINE_WIDTH];
    const [right, bottom] = [region.x + region.width + OUTLINE_GAP + OUTLINE_WIDTH, region.y + region.height + OUTLINE_GAP + OUTLINE_WIDTH];
    for (let band = 0; band < OUTLINE_WIDTH; band++) {
      for (let x = left; x < right; x++) [top + band, bottom - 1 - band].forEach((y) => paint(x, y));
      for (let y = top; y < bottom; y++) [left + band, right - 1 - band].forEach((x) => paint(x, y));
    }
  }
  return { ...picture, data };
}

export async function comparePictures(beforePng: Buffer, afterPng: Buffer): Promise<PictureComparison> {
  const [beforeRaw, afterRaw] = await Promise.all([decode(beforePng), decode(afterPng)]);
  const width = Math.max(beforeRaw.width, afterRaw.width);
  const height = Math.max(beforeRaw.height, afterRaw.height);
  const [before, after] = [onCanvas(beforeRaw, width, height), onCanvas(afterRaw, width, height)];
  const diff: Picture = { data: Buffer.alloc(width * height * 4), width, height };
  const changedPixels = pixelmatch(before.data, after.data, diff.data, width, height, { threshold: 0.1, diffColor: CHANGED });
  // pixelmatch paints changed pixels CHANGED and fades the rest to grey, which is never pure red.
  const mask = new Uint8Array(width * height);
  for (let pixel = 0; pixel < mask.length; pixel++) {
    const at = pixel * 4;
    mask[pixel] = diff.data[at] === 255 && diff.data[at + 1] === 0 && diff.data[at + 2] === 0 ? 1 : 0;
  }
  const regions = changedPixels > 0 ? changedRegions(mask, width, height) : [];
  const [markedAfter, markedDiff] = await Promise.all([
    regions.length > 0 ? encode(outline(after, regions)) : afterPng,
    encode(outline(diff, regions)),
  ]);
  return { changedPixels, regions, after: markedAfter, diff: markedDiff };
}
