import { ArrowRight, CheckCircle2, TriangleAlert } from 'lucide-react';
import { fadeUp } from '../motion/useScrollAnimations.ts';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { stakes } from './content.ts';
import styles from './Outcomes.module.css';

/** "Your IT stakes, ITAH outcomes": what is at risk for the visitor, and beside it, past an arrow, what they get instead. */
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
              <p className={styles.stake}>
                <TriangleAlert aria-hidden="true" size={18} />
                <span>
                  <span className="visually-hidden">Your stake: </span>
                  {stake}
                </span>
              </p>
              <ArrowRight aria-hidden="true" className={styles.arrow} size={20} />
              <p className={styles.outcome}>
                <CheckCircle2 aria-hidden="true" size={20} />
                <span>
                  <span className="visually-hidden">ITAH outcome: </span>
                  {outcome}
                </span>
              </p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
