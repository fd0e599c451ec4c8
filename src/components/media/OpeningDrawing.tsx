import { DecorativeIllustration } from './DecorativeIllustration.tsx';
import styles from './OpeningDrawing.module.css';

/**
 * A page's own drawing (public/media, 560 × 440) beside its heading: in the first view, so it
 * loads at once, and decoration, since the heading and intro say what it shows.
 */
export function OpeningDrawing({ file }: { file: string }) {
  return <DecorativeIllustration file={file} width={560} height={440} className={styles.drawing} />;
}
