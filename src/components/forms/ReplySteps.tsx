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
 * What happens after a message is sent, and when, as a short timeline: beside the contact and
 * quote forms and the thank-you page's heading.
 */
export function ReplySteps({ title }: { title: string }) {
  return (
    <div className={styles.card}>
      <h2 className={styles.kicker}>{title}</h2>
      <IconList items={steps} itemClassName={styles.step} />
    </div>
  );
}
