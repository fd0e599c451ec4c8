import { VideoCover } from '../media/VideoCover.tsx';
import { fadeUp } from '../motion/useScrollAnimations.ts';
import styles from './VideoSection.module.css';

/** The intro video behind its cover art; the player opens in a lightbox. */
export function VideoSection() {
  return (
    <section className="section" aria-labelledby="video-heading">
      <div className={`container ${styles.grid}`}>
        <div {...fadeUp}>
          <p className="eyebrow">See it in motion</p>
          <h2 id="video-heading">Security, data, automation and apps under one roof</h2>
          <p className="lead">
            One partner, one accountable lead and one plan across every practice, so fixes in one area never create problems in another.
            Press play for the short version; the arrow keys take you on to our data services clip.
          </p>
        </div>
        <div {...fadeUp}>
          <VideoCover video="intro" />
        </div>
      </div>
    </section>
  );
}
