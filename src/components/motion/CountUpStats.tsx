import { CountUp, type CountUpProps } from './CountUp.tsx';
import styles from './CountUpStats.module.css';

export interface Stat extends CountUpProps {
  label: string;
}

/** A row of counted-up figures with their labels ("fun facts"). */
export function CountUpStats({ stats, tone = 'light' }: { stats: readonly Stat[]; tone?: 'light' | 'navy' }) {
  return (
    <ul className={`${styles.stats} ${tone === 'navy' ? styles.navy : ''}`}>
      {stats.map(({ label, ...count }) => (
        <li key={label} className={styles.stat}>
          <span className={styles.figure}>
            <CountUp {...count} />
          </span>
          <span className={styles.label}>{label}</span>
        </li>
      ))}
    </ul>
  );
}
