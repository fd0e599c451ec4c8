import type { LucideIcon } from 'lucide-react';
import styles from './StepList.module.css';

export interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

/** A short list of icon items: the steps after a visitor writes to us, or what to include (`ordered={false}`). */
export function StepList({ steps, ordered = true }: { steps: Step[]; ordered?: boolean }) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={styles.list}>
      {steps.map(({ icon: Icon, title, text }) => (
        <li key={title} className={styles.step}>
          <span className={styles.icon}>
            <Icon aria-hidden="true" size={22} strokeWidth={1.75} />
          </span>
          <div>
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.text}>{text}</p>
          </div>
        </li>
      ))}
    </List>
  );
}
