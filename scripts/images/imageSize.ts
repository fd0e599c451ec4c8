import sharp from 'sharp';

export interface ImageSize {
  width: number;
  height: number;
}

/** An image's size in pixels, read from its header; undefined for what sharp cannot read as an image. */
export async function readImageSize(input: string | Buffer): Promise<ImageSize | undefined> {
  const { width, height } = await sharp(input)
    .metadata()
    .catch(() => ({ width: undefined, height: undefined }));
  return width && height ? { width, height } : undefined;
}
