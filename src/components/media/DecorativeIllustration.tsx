import type { ImgHTMLAttributes } from 'react';
import { assetUrl } from './assetUrl.ts';

export interface DecorativeIllustrationProps extends Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'alt' | 'width' | 'height'> {
  /** Path of the drawing under public/, e.g. /media/hero-illustration.svg. */
  file: string;
  width: number;
  height: number;
}

/**
 * A drawing beside a section's text that says nothing the text does not: it has no alternative
 * text, and it stays off paper, where it would only spend ink (ours are solid navy).
 */
export function DecorativeIllustration({ file, ...attributes }: DecorativeIllustrationProps) {
  return <img src={assetUrl(file)} alt="" decoding="async" data-print="omit" {...attributes} />;
}
