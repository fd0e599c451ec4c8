/**
 * An opaque RGB image in memory that the social card is composed on (render.ts): layers rendered
 * elsewhere are laid over it, and its bytes go to the PNG encoder as they are. Three channels
 * because the card is opaque, which the encoder compresses in two thirds of the time of four.
 */
import type { Box } from './box.ts';

export type Rgb = readonly [number, number, number];

export class RgbCanvas {
  constructor(
    readonly width: number,
    readonly height: number,
    readonly data: Buffer = Buffer.alloc(width * height * 3),
  ) {}

  /** The canvas of an opaque RGBA image (the alpha channel is dropped). */
  static fromRgba(width: number, height: number, rgba: Uint8Array): RgbCanvas {
    const canvas = new RgbCanvas(width, height);
    for (let source = 0, target = 0; target < canvas.data.length; source += 4, target += 3) {
      canvas.data[target] = rgba[source]!;
      canvas.data[target + 1] = rgba[source + 1]!;
      canvas.data[target + 2] = rgba[source + 2]!;
    }
    return canvas;
  }

  copy(): RgbCanvas {
    return new RgbCanvas(this.width, this.height, Buffer.from(this.data));
  }

  /**
   * Lays an RGBA image with premultiplied alpha (as resvg renders) over the box it was rendered
   * for. The box must lie inside the canvas.
   */
  drawPremultiplied(rgba: Uint8Array, box: Box): void {
    this.assertInside(box);
    // One 32-bit read per pixel: most of a layer is empty, and an empty pixel is a zero.
    const pixels = new Uint32Array(rgba.buffer, rgba.byteOffset, box.width * box.height);
    const { data } = this;
    for (let row = 0, pixel = 0; row < box.height; row++) {
      let target = ((box.y + row) * this.width + box.x) * 3;
      for (let column = 0; column < box.width; column++, pixel++, target += 3) {
        const value = pixels[pixel]!;
        if (value === 0) continue;
        // Little-endian: red is the low byte, alpha the high one.
        const keep = 255 - (value >>> 24);
        data[target] = (value & 255) + div255(data[target]! * keep);
        data[target + 1] = ((value >>> 8) & 255) + div255(data[target + 1]! * keep);
        data[target + 2] = ((value >>> 16) & 255) + div255(data[target + 2]! * keep);
      }
    }
  }

  /**
   * Paints `color` through a coverage mask (0 nothing, 255 full) whose top left corner goes to
   * (x, y). The parts of the mask outside the canvas are left out.
   */
  fillMask(mask: Uint8Array, maskWidth: number, x: number, y: number, [red, green, blue]: Rgb): void {
    const maskHeight = mask.length / maskWidth;
    const [firstColumn, lastColumn] = [Math.max(0, -x), Math.min(maskWidth, this.width - x)];
    const [firstRow, lastRow] = [Math.max(0, -y), Math.min(maskHeight, this.height - y)];
    const { data } = this;
    for (let row = firstRow; row < lastRow; row++) {
      let target = ((y + row) * this.width + x + firstColumn) * 3;
      for (let column = firstColumn, source = row * maskWidth + firstColumn; column < lastColumn; column++, source++, target += 3) {
        const cover = mask[source]!;
        if (cover === 0) continue;
        const keep = 255 - cover;
        data[target] = div255(red * cover + data[target]! * keep);
        data[target + 1] = div255(green * cover + data[target + 1]! * keep);
        data[target + 2] = div255(blue * cover + data[target + 2]! * keep);
      }
    }
  }

  private assertInside({ x, y, width, height }: Box) {
    if (x < 0 || y < 0 || x + width > this.width || y + height > this.height || !Number.isInteger(x + y + width + height)) {
      throw new Error(`layer box ${width}×${height} at (${x}, ${y}) is not whole pixels inside the ${this.width}×${this.height} canvas`);
    }
  }
}

/** x / 255, rounded, for x up to 255 × 255. */
const div255 = (value: number) => (value + 128 + ((value + 128) >>> 8)) >>> 8;
