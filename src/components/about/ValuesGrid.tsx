import { Anchor, HeartHandshake, Lightbulb, Scale } from 'lucide-react';
import styles from './ValuesGrid.module.css';

const values = [
  {
    name: 'Integrity',
    icon: Scale,
    text: 'We say what we will do, do it, and tell you early when something changes. Honest estimates and honest advice, even when that means less work for us.',
  },
  {
    name: 'Innovation',
    icon: Lightbulb,
    text: 'We bring in AI, automation and cloud-native patterns when they pay off, and prove each one on a small scale before you commit to it.',
  },
  {
    name: 'Customer-Centricity',
    icon: HeartHandshake,
    text: 'Your outcomes set our priorities. We measure success by your KPI, not by hours billed or tickets closed.',
  },
  {
    name: 'Commitment',
    icon: Anchor,
    text: 'We stay until the result runs in production and your team can run it without us: named engineers, agreed response times, no disappearing acts.',
  },
] as const;

/** The four core values, four a row on wide screens. */
export function ValuesGrid() {
  return (
    <ul className={styles.grid}>
      {values.map(({ name, icon: Icon, text }) => (
        <li key={name} className={styles.card}>
          <span className={styles.icon}>
            <Icon aria-hidden="true" size={26} strokeWidth={1.75} />
          </span>
          <h3 className={styles.name}>{name}</h3>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
