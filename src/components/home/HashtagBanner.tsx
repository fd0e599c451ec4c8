import { Marquee } from '../motion/Marquee.tsx';
import { hashtags } from './content.ts';
import styles from './HashtagBanner.module.css';

/** The logo's mark without its tile (the cyan chevron over the blue bar): it leads each topic, so the band reads as ITAH's own. */
function Mark() {
  return (
    <svg viewBox="8 12 24 20" width="24" height="20" aria-hidden="true" focusable="false" className={styles.mark}>
      <path d="M10 26 20 14l10 12" fill="none" stroke="#06b6d4" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M14 30h12" stroke="#2563eb" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

/** The scrolling band of topics between the services and the video, in the brand's navy, cyan and chevron. */
export function HashtagBanner() {
  return (
    <section className={styles.band} aria-label="What we work on">
      <Marquee
        label="the topics banner"
        durationSeconds={45}
        className={styles.marquee}
        stillLine
        items={hashtags.map((tag) => (
          <span key={tag} className={styles.tag}>
            <Mark />
            <span className={styles.hash}>#</span>
            {tag.slice(1)}
          </span>
        ))}
      />
    </section>
  );
}
