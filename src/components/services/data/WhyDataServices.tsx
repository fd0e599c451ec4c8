import { fadeUp } from '../../motion/useScrollAnimations.ts';
import { IconList } from '../../ui/IconList.tsx';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import { reasons } from './content.ts';
import styles from './WhyDataServices.module.css';

/** The reasons to choose ITAH for data work: the opening across the width, the four reasons in a row under it. */
export function WhyDataServices() {
  return (
    <section id="why-itah" className="section section--alt" aria-labelledby="why-heading">
      <div className="container">
        <div {...fadeUp}>
          <SectionHeading id="why-heading" eyebrow="Why ITAH" title="Why the data services?" split>
            <p>
              Data projects fail when they chase a platform instead of a result. Ours start from a decision you want to make faster or a
              process you want to stop doing by hand, and they stay accountable to it.
            </p>
          </SectionHeading>
        </div>
        <IconList items={reasons} ordered={false} className={styles.reasons} itemClassName={styles.reason} {...fadeUp} />
      </div>
    </section>
  );
}
