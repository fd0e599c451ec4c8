import styles from './ValuesGrid.module.css';

const values = [
  {
    name: 'Integrity',
    text: 'We say what we will do, do it, and tell you early when something changes. Honest estimates and honest advice, even when that means less work for us.',
  },
  {
    name: 'Innovation',
    text: 'We bring in AI, automation and cloud-native patterns when they pay off, and prove each one on a small scale before you commit to it.',
  },
  {
    name: 'Customer-Centricity',
    text: 'Your outcomes set our priorities. We measure success by your KPI, not by hours billed or tickets closed.',
  },
  {
    name: 'Commitment',
    text: 'We stay until the result runs in production and your team can run it without us: named engineers, agreed response times, no disappearing acts.',
  },
] as const;

/** The four core values as principles under a rule, four a row on wide screens: words, not icon cards. */
export function ValuesGrid() {
  return (
    <ul className={styles.grid}>
      {values.map(({ name, text }) => (
        <li key={name} className={styles.value}>
          <h3 className={styles.name}>{name}</h3>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
