import { FlaskConical, Gauge, Handshake, type LucideIcon } from 'lucide-react';
import styles from './EngagementPath.module.css';

const stages: { icon: LucideIcon; when: string; title: string; text: string }[] = [
  {
    icon: Gauge,
    when: 'Before day one',
    title: 'One objective, agreed up front',
    text: 'Every engagement is judged by a KPI or an SLA objective we set with you before any work starts, and we report on it every month.',
  },
  {
    icon: FlaskConical,
    when: 'Within weeks',
    title: 'A proof of concept on real data',
    text: 'Within weeks, one real capability runs in production behind a switch, so you see results before you commit to the whole program.',
  },
  {
    icon: Handshake,
    when: 'At handover',
    title: 'A handover your team can run',
    text: 'Runbooks, dashboards and pairing sessions mean your people own the result the day our engineers step back.',
  },
];

/**
 * What every case shares, as the path each one took: stations on one line, across on wide
 * screens and down on a phone, each saying when it happens.
 */
export function EngagementPath() {
  return (
    <ol className={styles.path}>
      {stages.map(({ icon: Icon, when, title, text }) => (
        <li key={title} className={styles.stage}>
          <span className={styles.station}>
            <Icon aria-hidden="true" size={24} strokeWidth={1.8} />
          </span>
          <div>
            <p className={styles.when}>{when}</p>
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.text}>{text}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
