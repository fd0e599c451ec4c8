import { Check } from 'lucide-react';
import styles from './CheckList.module.css';

/** A short list of deliverables or facts, each behind a check mark. */
export function CheckList({ items, tone = 'dark' }: { items: readonly string[]; tone?: 'dark' | 'light' }) {
  return (
    <ul className={`${styles.list} ${tone === 'light' ? styles.light : ''}`}>
      {items.map((item) => (
        <li key={item}>
          <span className={styles.mark}>
            <Check aria-hidden="true" size={16} strokeWidth={2.5} />
          </span>
          {item}
        </li>
      ))}
    </ul>
  );
}
