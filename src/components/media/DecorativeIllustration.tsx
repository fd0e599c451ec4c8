import type { ImgHTMLAttributes } from 'react';
import { assetUrl } from './assetUrl.ts';

export interface IllustrationProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  /** Path of the drawing under public/, e.g. /media/hero-illustration.svg. */
  file: string;
  width: number;
  height: number;
}

/**
 * A decorative drawing beside a section's text: it says nothing the text does not, so it has no
 * alternative text; and it is solid navy, so it stays off paper, where it would only be ink.
 */
export function Illustration({ file, ...attributes }: IllustrationProps) {
  return <img src={assetUrl(file)} alt="" decoding="async" data-print="omit" {...attributes} />;
}
