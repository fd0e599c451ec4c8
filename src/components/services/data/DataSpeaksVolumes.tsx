import { VideoCover } from '../../media/VideoCover.tsx';
import { CountUpStats } from '../../motion/CountUpStats.tsx';
import { fadeUp } from '../../motion/useScrollAnimations.ts';
import { dataStats } from './content.ts';
import styles from './DataSpeaksVolumes.module.css';

/** The data page's video and fun facts. */
export function DataSpeaksVolumes() {
  return (
    <section id="proof" className="section section--alt" aria-labelledby="volumes-heading">
      <div className={`container ${styles.grid}`}>
        <div {...fadeUp}>
          <p className="eyebrow">Proof, not promises</p>
          <h2 id="volumes-heading">Data speaks volumes</h2>
          <p className="lead">
            Every company holds more data than it uses. We connect the sources you already have, clean them once and deliver figures people
            trust, from the board pack to the warehouse floor. The results add up.
          </p>
          <CountUpStats stats={dataStats} />
        </div>
        <div {...fadeUp}>
          <VideoCover video="data" />
        </div>
      </div>
    </section>
  );
}
