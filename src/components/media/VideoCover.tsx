import { Play } from 'lucide-react';
import { lazy, Suspense, useState, type MouseEvent } from 'react';
import styles from './VideoCover.module.css';
import { coverSize, videos, type SiteVideo } from './videos.ts';

const loadLightbox = () => import('./VideoLightbox.tsx');
const VideoLightbox = lazy(loadLightbox);
/** Warms the player's chunk; a failure here surfaces again, and is handled, when it is opened. */
const preload = () => {
  loadLightbox().catch(() => undefined);
};

/**
 * The cover art of a video with a play button. It is a real link to the clip, so without
 * JavaScript (or with a modifier key) the browser plays the file itself; otherwise it opens the
 * lightbox, whose code is fetched on first hover, focus or click.
 */
export function VideoCover({ video: id, className }: { video: SiteVideo['id']; className?: string }) {
  const index = Math.max(
    0,
    videos.findIndex((video) => video.id === id),
  );
  const video = videos[index]!;
  const [player, setPlayer] = useState<'unused' | 'open' | 'closed'>('unused');

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    setPlayer('open');
  };

  return (
    <>
      <a
        href={video.src}
        className={`${styles.cover} ${className ?? ''}`}
        aria-haspopup="dialog"
        onClick={open}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <img src={video.cover} {...coverSize} alt="" loading="lazy" decoding="async" className={styles.art} />
        <span className={styles.play}>
          <Play aria-hidden="true" size={30} fill="currentColor" />
        </span>
        <span className={styles.caption}>{video.title}</span>
      </a>
      {player !== 'unused' && (
        <Suspense fallback={null}>
          <VideoLightbox open={player === 'open'} index={index} onClose={() => setPlayer('closed')} />
        </Suspense>
      )}
    </>
  );
}
