import { Play } from 'lucide-react';
import { useState, type ComponentType, type MouseEvent } from 'react';
import { importAgainAfterFailure } from '../../lib/importAgain.ts';
import styles from './VideoCover.module.css';
import type { VideoLightboxProps } from './VideoLightbox.tsx';
import { coverSize, videos, type SiteVideo } from './videos.ts';

const loadLightbox = importAgainAfterFailure(() => import('./VideoLightbox.tsx'));
/** Warms the player's chunk; a failure here is met again, and handled, when the video is opened. */
const preload = () => {
  loadLightbox().catch(() => undefined);
};

/**
 * The cover art of a video with a play button. It is a real link to the clip, so without
 * JavaScript (or with a modifier key) the browser plays the file itself; otherwise it opens the
 * lightbox, whose code is fetched on first hover, focus or click. Should that code fail to load,
 * the link is followed after all.
 */
export function VideoCover({ video: id, className }: { video: SiteVideo['id']; className?: string }) {
  const index = Math.max(
    0,
    videos.findIndex((video) => video.id === id),
  );
  const video = videos[index]!;
  const [Player, setPlayer] = useState<ComponentType<VideoLightboxProps> | null>(null);
  const [open, setOpen] = useState(false);

  const openPlayer = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    loadLightbox()
      .then(({ default: component }) => {
        setPlayer(() => component);
        setOpen(true);
      })
      .catch(() => window.location.assign(video.src));
  };

  return (
    <>
      <a
        href={video.src}
        className={`${styles.cover} ${className ?? ''}`}
        aria-haspopup="dialog"
        // A player is nothing on paper, and its lazy cover art may not have loaded when the page prints.
        data-print="omit"
        onClick={openPlayer}
        onPointerEnter={preload}
        onFocus={preload}
      >
        <img src={video.cover} {...coverSize} alt="" loading="lazy" decoding="async" className={styles.art} />
        <span className={styles.play}>
          <Play aria-hidden="true" size={30} fill="currentColor" />
        </span>
        <span className={styles.caption}>{video.title}</span>
      </a>
      {Player && <Player open={open} index={index} onClose={() => setOpen(false)} />}
    </>
  );
}
