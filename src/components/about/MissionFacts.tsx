import styles from './MissionFacts.module.css';

const facts = [
  { figure: '45+', label: 'proofs of concept delivered' },
  { figure: '30%', label: 'average cost saving for clients' },
  { figure: '3', label: 'practices under one roof' },
  { figure: '1', label: 'business day to a reply from a senior engineer' },
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
