import type { Heading } from '../../content/types.ts';
import { QuoteAndCallActions } from '../ui/QuoteAndCallActions.tsx';
import { OnThisPage } from '../content/OnThisPage.tsx';
import styles from './ReadingRail.module.css';

/**
 * What the column beside an article holds while it is read, in view from the first section to the
 * last on wide screens: its outline with the section being read, and the next step. Phones read
 * the article in one column, where an outline after it would be no use: they leave the rail out.
 */
export function ReadingRail({ sections }: { sections: readonly Heading[] }) {
  return (
    <div className={styles.track}>
      <div className={styles.rail}>
        <OnThisPage sections={sections} />
        <section className={styles.next} aria-label="Work with us">
          <p className={styles.kicker}>Working on this?</p>
          <p className={styles.text}>The engineers who write these articles do this work for clients. Ask one about yours.</p>
          <div className={styles.actions}>
            <QuoteAndCallActions />
          </div>
        </section>
      </div>
    </div>
  );
}
