import { CircleCheck, FileSearch, ListChecks, ShieldAlert, UserRound, type LucideIcon } from 'lucide-react';
import styles from './TriageFlow.module.css';

const steps: { icon: LucideIcon; name: string; detail: string }[] = [
  { icon: FileSearch, name: 'Enrich', detail: 'Owner, exposure and threat intelligence attached' },
  { icon: ListChecks, name: 'Check', detail: 'A known pattern? The playbook decides' },
  { icon: ShieldAlert, name: 'Contain', detail: 'Host isolated, token revoked' },
  { icon: CircleCheck, name: 'Close', detail: 'Ticket closed, evidence kept for the audit' },
];

/**
 * The path of an alert through a playbook, and the branch where a person takes over: a picture
 * of the pitch beside it ("enrich, check, contain, close"), so hidden from assistive technology,
 * which reads the pitch.
 */
export function TriageFlow() {
  return (
    <div className={styles.panel} aria-hidden="true">
      <p className={styles.caption}>Playbook · alert to close</p>
      <ol className={styles.steps}>
        {steps.map(({ icon: Icon, name, detail }) => (
          <li key={name} className={styles.step}>
            <span className={styles.icon}>
              <Icon size={20} strokeWidth={1.9} />
            </span>
            <span className={styles.name}>{name}</span>
            <span className={styles.detail}>{detail}</span>
          </li>
        ))}
      </ol>
      <p className={styles.branch}>
        <UserRound size={20} strokeWidth={1.9} />
        <span>
          <span className={styles.name}>Outside the pattern</span>
          <span className={styles.detail}>An analyst takes it, with the context already gathered</span>
        </span>
      </p>
    </div>
  );
}
