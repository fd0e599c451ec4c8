import type { ReactNode } from 'react';
import styles from './FormLayout.module.css';

/** A form page's body: the form card, then a column on what happens next (beside it on wide screens, below on phones). */
export function FormLayout({ aside, children }: { aside: ReactNode; children: ReactNode }) {
  return (
    <div className={`container section ${styles.layout}`}>
      <div className={styles.form}>{children}</div>
      <aside className={styles.aside}>{aside}</aside>
    </div>
  );
}
