import type { LegalMeta } from '../../content/types.ts';
import styles from './LegalKeyFacts.module.css';

/** The facts of a legal text its writer set large beside its title: how long, how many, what stays whose. */
export function LegalKeyFacts({ keyFacts }: { keyFacts: NonNullable<LegalMeta['keyFacts']> }) {
  return (
    <div className={styles.card}>
      <p className={styles.kicker}>At a glance</p>
      <ul className={styles.facts}>
        {keyFacts.map(({ figure, label }) => (
          <li key={figure} className={styles.fact}>
            <span className={styles.figure}>{figure}</span>
            <span>{label}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
