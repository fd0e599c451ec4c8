import { siteConfig } from '../../site.config.ts';
import { assetUrl } from './assetUrl.ts';

export interface SiteVideo {
  id: 'intro' | 'data';
  /** What the cover's play link says. */
  title: string;
  src: string;
  /** Original SVG art, also the player's poster. */
  cover: string;
}

/**
 * The clips the video lightbox plays, in order: arrows and swipes move between them. Both are
 * short self-made MP4s in public/media/; the intro can be replaced through siteConfig.videoUrl.
 */
export const videos: readonly SiteVideo[] = [
  { id: 'intro', title: 'Play the ITAH intro video', src: assetUrl(siteConfig.videoUrl), cover: assetUrl('/media/itah-intro-cover.svg') },
  {
    id: 'data',
    title: 'Play the data services video',
    src: assetUrl('/media/itah-data.mp4'),
    cover: assetUrl('/media/itah-data-cover.svg'),
  },
];

/** The spec's default video size: the player scales it to fit, keeping 16:9. */
export const videoSize = { width: 1920, height: 1080 } as const;
export const coverSize = { width: 1280, height: 720 } as const;
