import { fadeUp } from '../../motion/useScrollAnimations.ts';
import { IconList } from '../../ui/IconList.tsx';
import { reasons } from './content.ts';
import styles from './WhyDataServices.module.css';

/** The reasons to choose ITAH for data work. */
export function WhyDataServices() {
  return (
    <section className="section section--alt" aria-labelledby="why-heading">
      <div className={`container ${styles.grid}`}>
        <div {...fadeUp}>
          <p className="eyebrow">Why ITAH</p>
          <h2 id="why-heading">Why the data services?</h2>
          <p className="lead">
            Data projects fail when they chase a platform instead of a result. Ours start from a decision you want to make faster or a
            process you want to stop doing by hand, and they stay accountable to it.
          </p>
        </div>
        <IconList items={reasons} ordered={false} className={styles.reasons} itemClassName={styles.reason} {...fadeUp} />
      </div>
    </section>
  );
}
