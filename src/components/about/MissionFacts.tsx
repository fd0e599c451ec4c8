import { averageCostSaving, proofsOfConcept, settledFigure } from '../home/trackRecord.ts';
import styles from './MissionFacts.module.css';

const facts = [
  { figure: settledFigure(proofsOfConcept), label: 'proofs of concept delivered' },
  { figure: settledFigure(averageCostSaving), label: 'average cost saving for clients' },
  { figure: '3', label: 'practices under one roof' },
  { figure: '1', label: 'business day, usually, to a senior engineer’s reply' },
] as const;

/** ITAH in four numbers, as a definition list so each figure keeps its meaning for screen readers. */
export function MissionFacts() {
  return (
    <dl className={styles.facts}>
      {facts.map(({ figure, label }) => (
        <div key={label} className={styles.fact}>
          <dt className={styles.label}>{label}</dt>
          <dd className={styles.figure}>{figure}</dd>
        </div>
      ))}
    </dl>
  );
}
