import { WholeHyphenatedWords } from '../../content/WholeHyphenatedWords.tsx';
import { anchors } from '../../../routes/paths.ts';
import { fadeUp } from '../../motion/useScrollAnimations.ts';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import styles from './AutomationSection.module.css';
import { retrieverSteps } from './content.ts';

/** Business automation, the target of the Services menu's "Business Automation" item. */
export function AutomationSection() {
  return (
    <section id={anchors.automation} className={`section ${styles.section}`} aria-labelledby="automation-heading">
      <div className="container">
        <div {...fadeUp}>
          <SectionHeading
            id="automation-heading"
            split
            eyebrow="Business automation"
            title={<WholeHyphenatedWords text="Pioneering data-retriever-led automation" />}
          >
            <p>
              A data retriever is a small, monitored service that fetches information, checks it and passes it on. Chained together,
              retrievers replace the copy-and-paste work that slows teams down, and every step leaves a record you can audit.
            </p>
          </SectionHeading>
        </div>
        <ol className={styles.steps} {...fadeUp}>
          {retrieverSteps.map(({ icon: Icon, title, text }) => (
            <li key={title} className={styles.step}>
              <span className={styles.icon}>
                <Icon aria-hidden="true" size={26} strokeWidth={1.75} />
              </span>
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.text}>{text}</p>
            </li>
          ))}
        </ol>
        <p className={styles.result} {...fadeUp}>
          The goal for the first quarter: routine hand-offs run without anyone touching them, and the people who used to re-key data spend
          that time on the exceptions that need judgment.
        </p>
      </div>
    </section>
  );
}
