import type { CSSProperties } from 'react';
import styles from './TeamHandover.module.css';

/** Each stage of an engagement, with the share of the hands-on work our engineers do in it. */
const stages = [
  { name: 'Kickoff', text: 'We set up the pipelines, environments and checks.', ours: 0.8 },
  { name: 'Together', text: 'Your people pair with ours on every change.', ours: 0.5 },
  { name: 'Handover', text: 'Your team runs it; we review when asked.', ours: 0.15 },
];

const handedOver = ['Pipelines', 'Environments', 'Checks', 'Dashboards'];

/**
 * How the delivery enablement team joins a client's and steps back: who does the hands-on work at
 * each stage, and what stays behind. The bars only draw what each stage's sentence says.
 */
export function TeamHandover() {
  return (
    <figure className={styles.panel}>
      <figcaption className={styles.caption}>From kickoff to handover</figcaption>
      <p className={styles.legend} aria-hidden="true">
        <span className={styles.oursKey}>ITAH engineers</span>
        <span className={styles.yoursKey}>Your people</span>
      </p>
      <ol className={styles.stages}>
        {stages.map((stage) => (
          <li key={stage.name} className={styles.stage}>
            <span className={styles.bar} style={{ '--ours': stage.ours } as CSSProperties} aria-hidden="true" />
            <strong>{stage.name}</strong>
            <span className={styles.text}>{stage.text}</span>
          </li>
        ))}
      </ol>
      <div className={styles.kept}>
        <span className={styles.keptLabel}>Stays with your team</span>
        <ul>
          {handedOver.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      </div>
    </figure>
  );
}
