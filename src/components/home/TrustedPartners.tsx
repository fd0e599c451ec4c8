import { Accordion } from '../motion/Accordion.tsx';
import { CountUpStats } from '../motion/CountUpStats.tsx';
import { fadeUp } from '../motion/useScrollAnimations.ts';
import { processSteps } from './content.ts';
import { homeStats } from './trackRecord.ts';
import styles from './TrustedPartners.module.css';

const processItems = processSteps.map(({ id, icon, title, text }) => ({ id, icon, title, content: <p>{text}</p> }));

/** How an engagement runs (the process accordion) and what it has added up to (the counters). */
export function TrustedPartners() {
  return (
    <section className={`section ${styles.section}`} aria-labelledby="partners-heading">
      <div className={`container ${styles.grid}`}>
        <div {...fadeUp}>
          <p className={`eyebrow ${styles.eyebrow}`}>How we work</p>
          <h2 id="partners-heading" className={styles.heading}>
            Trusted partners in IT innovation
          </h2>
          <p className={styles.lead}>
            After a first call, every engagement follows the same three steps, so you always know what happens next, what it costs and how
            success is measured.
          </p>
          <CountUpStats stats={homeStats} tone="navy" />
        </div>
        <div {...fadeUp}>
          <Accordion items={processItems} />
        </div>
      </div>
    </section>
  );
}
