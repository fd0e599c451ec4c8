import { CalendarCheck, FileSignature, MailOpen } from 'lucide-react';
import { IconList, type IconItem } from '../ui/IconList.tsx';
import styles from './ReplySteps.module.css';

const steps: IconItem[] = [
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

/**
 * What happens after a message is sent, and when: a timeline beside the contact form and the
 * thank-you page's heading. The quote page, whose own subject is what a request should hold,
 * shows the same steps as a ruler (`brief`): when, and what, without the detail.
 */
export function ReplySteps({ title, brief = false }: { title: string; brief?: boolean }) {
  return (
    <div className={brief ? styles.ruler : styles.card}>
      <h2 className={styles.kicker}>{title}</h2>
      {brief ? (
        <ol className={styles.stops}>
          {steps.map(({ icon: Icon, when, title: step }) => (
            <li key={step}>
              <Icon aria-hidden="true" size={18} strokeWidth={2} className={styles.stop} />
              <span className={styles.when}>{when}</span>
              {step}
            </li>
          ))}
        </ol>
      ) : (
        <IconList items={steps} itemClassName={styles.step} />
      )}
    </div>
  );
}
