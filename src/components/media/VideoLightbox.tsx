import Lightbox from 'yet-another-react-lightbox';
import Fullscreen from 'yet-another-react-lightbox/plugins/fullscreen';
import Video from 'yet-another-react-lightbox/plugins/video';
import 'yet-another-react-lightbox/styles.css';
import { InvalidSourceGuard } from './InvalidSourceGuard.tsx';
import styles from './VideoLightbox.module.css';
import { videoSize, videos } from './videos.ts';

const slides = videos.map((video) => ({
  type: 'video' as const,
  ...videoSize,
  poster: video.cover,
  sources: [{ src: video.src, type: 'video/mp4' }],
}));

export interface VideoLightboxProps {
  open: boolean;
  index: number;
  onClose: () => void;
}

/**
 * The video player, in its own chunk with its stylesheet: it loads when a visitor first opens a
 * video. Escape closes, arrows, swipes and the side buttons move between clips, the toolbar
 * toggles fullscreen. Constants from the spec: slides 30% apart, a 240 ms fade on close, 1920×1080
 * by default, and 90% of the window from 992 px up (VideoLightbox.module.css).
 */
export default function VideoLightbox({ open, index, onClose }: VideoLightboxProps) {
  return (
    <Lightbox
      open={open}
      close={onClose}
      index={index}
      slides={slides}
      plugins={[Video, Fullscreen]}
      className={styles.lightbox}
      carousel={{ spacing: '30%' }}
      animation={{ fade: 240 }}
      video={{ autoPlay: true, controls: true, playsInline: true, preload: 'metadata' }}
      labels={{ Lightbox: 'Video player', Carousel: 'Videos', 'Photo gallery': 'ITAH videos', Slide: 'Video' }}
      render={{ slideContainer: ({ children }) => <InvalidSourceGuard>{children}</InvalidSourceGuard> }}
    />
  );
}
