import { paths } from '../../routes/paths.ts';
import { Accordion } from '../motion/Accordion.tsx';
import { fadeUp } from '../motion/useScrollAnimations.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { faqs } from './content.ts';
import styles from './Faq.module.css';

const faqItems = faqs.map(({ id, question, answer }) => ({ id, title: question, content: <p>{answer}</p> }));

/** The four questions prospects ask first. */
export function Faq() {
  return (
    <section className="section" aria-labelledby="faq-heading">
      <div className={`container ${styles.grid}`}>
        <div {...fadeUp}>
          <p className="eyebrow">FAQ</p>
          <h2 id="faq-heading">Questions we hear before every project</h2>
          <p className="lead">
            Something else on your mind? <SmartLink href={paths.contact}>Send us a message</SmartLink> and a senior engineer will answer,
            usually within one business day.
          </p>
        </div>
        <div {...fadeUp}>
          <Accordion items={faqItems} />
        </div>
      </div>
    </section>
  );
}
