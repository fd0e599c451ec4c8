import styles from './MissionFacts.module.css';

/**
 * How an engagement with the team runs, in the promises the rest of the site makes (the home
 * page's proof points, the reply time on the contact page): the track record's counters stay on
 * the home page rather than shown twice, and the six roles are drawn above and listed below.
 */
const facts = [
  { figure: '4–6', label: 'weeks to a working proof of concept' },
  { figure: '2', label: 'weeks to a security assessment of where you stand' },
  { figure: '3', label: 'practices under one roof' },
  { figure: '1', label: 'business day, usually, to a senior engineer’s reply' },
] as const;

/** ITAH's way of working in four numbers, as a definition list so each figure keeps its meaning for screen readers. */
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
