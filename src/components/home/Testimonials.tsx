import { siteConfig } from '../../site.config.ts';
import { Marquee } from '../motion/Marquee.tsx';
import { fadeUp } from '../motion/useScrollAnimations.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { testimonials } from './content.ts';
import { TestimonialCard } from './TestimonialCard.tsx';
import styles from './Testimonials.module.css';

/** What clients say, in an endless strip, with the booking link for those who want to hear more. */
export function Testimonials() {
  const { scheduleCall } = siteConfig.header;
  return (
    <section className={`section section--alt ${styles.section}`} aria-labelledby="testimonials-heading">
      <div className={`container ${styles.head}`} {...fadeUp}>
        <div>
          <p className="eyebrow">Client voices</p>
          <h2 id="testimonials-heading">Results our clients talk about</h2>
          <p className="lead">Security leads, finance directors and engineering heads on what changed after working with ITAH.</p>
        </div>
        <ButtonLink href={scheduleCall.href} external variant="secondary">
          {scheduleCall.label}
        </ButtonLink>
      </div>
      <Marquee
        label="the testimonials"
        durationSeconds={70}
        stillColumn="16rem"
        className={styles.strip}
        items={testimonials.map((testimonial, index) => (
          <TestimonialCard key={testimonial.name} testimonial={testimonial} index={index} />
        ))}
      />
    </section>
  );
}
