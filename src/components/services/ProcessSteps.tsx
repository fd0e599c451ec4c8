import type { CSSProperties } from 'react';
import styles from './ProcessSteps.module.css';

export interface ProcessStep {
  title: string;
  /** How long the step usually takes, e.g. "Weeks 1–2". */
  when: string;
  text: string;
}

/**
 * Numbered steps of an engagement along one line: across on wide screens, down two columns on
 * tablets (the first half of the steps in the left one), down one column on phones.
 */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  const perColumn = Math.ceil(steps.length / 2);
  return (
    <ol className={styles.steps} style={{ '--per-column': perColumn } as CSSProperties}>
      {steps.map((step, index) => (
        <li key={step.title} className={index === perColumn - 1 ? `${styles.step} ${styles.columnEnd}` : styles.step}>
          <span className={styles.number} aria-hidden="true">
            {String(index + 1).padStart(2, '0')}
          </span>
          <p className={styles.when}>{step.when}</p>
          <h3 className={styles.title}>{step.title}</h3>
          <p className={styles.text}>{step.text}</p>
        </li>
      ))}
    </ol>
  );
}
