import { Marquee } from '../motion/Marquee.tsx';
import { hashtags } from './content.ts';
import styles from './HashtagBanner.module.css';

/** The scrolling band of topics between the services and the video. */
export function HashtagBanner() {
  return (
    <section className={styles.band} aria-label="What we work on">
      <Marquee
        label="the topics banner"
        durationSeconds={45}
        className={styles.marquee}
        items={hashtags.map((tag) => (
          <span key={tag} className={styles.tag}>
            <span className={styles.hash}>#</span>
            {tag.slice(1)}
          </span>
        ))}
      />
    </section>
  );
}
