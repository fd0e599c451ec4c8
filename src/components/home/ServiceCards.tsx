import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { fadeUp } from '../motion/useScrollAnimations.ts';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import { services } from '../services/services.ts';
import { serviceTeasers } from './content.ts';
import styles from './ServiceCards.module.css';

/** The six services, each card one link to the page (or section) that covers it. */
export function ServiceCards() {
  return (
    <section className="section" aria-labelledby="services-heading">
      <div className="container">
        <div {...fadeUp}>
          <SectionHeading id="services-heading" split eyebrow="Services" title="Everything your IT needs to move faster">
            <p>
              Six services from three practices, one team. Start with the one that hurts most today; the others are there when you need
              them.
            </p>
          </SectionHeading>
        </div>
        <ul className={styles.grid} {...fadeUp}>
          {services.map(({ id, icon: Icon, title, href }) => (
            <li key={id} className={styles.card}>
              <span className={styles.icon}>
                <Icon aria-hidden="true" size={26} strokeWidth={1.75} />
              </span>
              <h3 className={styles.title}>
                {/* The link covers the whole card (see .link::after); the arrow below is its visual cue. */}
                <Link to={href} className={styles.link}>
                  {title}
                </Link>
              </h3>
              <p className={styles.text}>{serviceTeasers[id]}</p>
              <span className={styles.more} aria-hidden="true">
                Learn more <ArrowRight size={16} />
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
