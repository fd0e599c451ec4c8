import { CheckCircle2 } from 'lucide-react';
import { fadeUp } from '../motion/useScrollAnimations.ts';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { stakes } from './content.ts';
import styles from './Outcomes.module.css';

/** "Your IT stakes, ITAH outcomes": what is at risk for the visitor, and what they get instead. */
export function Outcomes() {
  return (
    <section className="section section--alt" aria-labelledby="outcomes-heading">
      <div className="container">
        <div {...fadeUp}>
          <SectionHeading id="outcomes-heading" eyebrow="Outcomes" title="Your IT stakes, ITAH outcomes" centered>
            <p>Every engagement starts from what could go wrong for your business and ends with a result you can measure.</p>
          </SectionHeading>
        </div>
        <ul className={styles.list} {...fadeUp}>
          {stakes.map(({ stake, outcome }) => (
            <li key={stake} className={styles.item}>
              <CheckCircle2 aria-hidden="true" className={styles.check} size={24} />
              <div>
                <p className={styles.stake}>
                  <span className="visually-hidden">Your stake: </span>
                  {stake}
                </p>
                <p className={styles.outcome}>
                  <span className="visually-hidden">ITAH outcome: </span>
                  {outcome}
                </p>
              </div>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
