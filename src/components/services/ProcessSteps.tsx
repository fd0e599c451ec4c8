import styles from './ProcessSteps.module.css';

export interface ProcessStep {
  title: string;
  /** How long the step usually takes, e.g. "Weeks 1–2". */
  when: string;
  text: string;
}

/** Numbered steps of an engagement along one line: across from tablets up, down on phones. */
export function ProcessSteps({ steps }: { steps: readonly ProcessStep[] }) {
  return (
    <ol className={styles.steps}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
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
