import { Check } from 'lucide-react';
import { paths } from '../../routes/paths.ts';
import { DecorativeIllustration } from '../media/DecorativeIllustration.tsx';
import { fadeUp } from '../motion/useScrollAnimations.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { capabilityPoints } from './content.ts';
import styles from './CapabilityGap.module.css';

/** What ITAH is for: the senior time most IT teams are missing. */
export function CapabilityGap() {
  return (
    <section className="section" aria-labelledby="gap-heading">
      <div className={`container ${styles.grid}`}>
        <DecorativeIllustration
          className={styles.art}
          file="/media/capability-gap.svg"
          width={560}
          height={440}
          loading="lazy"
          {...fadeUp}
        />
        <div {...fadeUp}>
          <p className="eyebrow">Why ITAH</p>
          <h2 id="gap-heading">Bridging the IT capability gap</h2>
          <p className="lead">
            Most teams know what they need from technology. What they lack is senior time to build it while keeping the lights on. ITAH
            fills that gap with small, experienced squads who join your team, ship the hard parts and leave you able to run them.
          </p>
          <ul className={styles.points}>
            {capabilityPoints.map((point) => (
              <li key={point}>
                <span className={styles.tick}>
                  <Check aria-hidden="true" size={16} strokeWidth={3} />
                </span>
                {point}
              </li>
            ))}
          </ul>
          <ButtonLink href={paths.quote}>See how today</ButtonLink>
        </div>
      </div>
    </section>
  );
}
