import { CalendarCheck, FileSignature, MailOpen, type LucideIcon } from 'lucide-react';
import styles from './AfterYouSend.module.css';

const steps: { icon: LucideIcon; when: string; title: string; text: string }[] = [
  {
    icon: MailOpen,
    when: 'Within one business day',
    title: 'A senior engineer replies',
    text: 'With the questions that shape the estimate, and a first opinion on the approach.',
  },
  {
    icon: CalendarCheck,
    when: 'When it suits you',
    title: 'A 30-minute scoping call',
    text: 'Goals, systems, constraints and the one number the work will be judged by.',
  },
  {
    icon: FileSignature,
    when: 'Usually within three business days',
    title: 'A written proposal',
    text: 'Scope, milestones and a fixed or capped price. For an RFP, answered point by point.',
  },
];

/** What happens after a quote request or RFP is sent, as a short timeline beside the page's heading. */
export function AfterYouSend() {
  return (
    <div className={styles.card}>
      <h2 className={styles.kicker}>After you send it</h2>
      <ol className={styles.steps}>
        {steps.map(({ icon: Icon, when, title, text }) => (
          <li key={title} className={styles.step}>
            <span className={styles.marker}>
              <Icon aria-hidden="true" size={20} />
            </span>
            <div>
              <p className={styles.when}>{when}</p>
              <h3 className={styles.title}>{title}</h3>
              <p className={styles.text}>{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
