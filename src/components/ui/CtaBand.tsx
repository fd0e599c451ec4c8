import type { ReactNode } from 'react';
import styles from './CtaBand.module.css';

/** The closing next step of a page: a heading, a sentence and one or two actions. */
export function CtaBand({ title, children, actions }: { title: string; children: ReactNode; actions: ReactNode }) {
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="cta-heading">
      <div className={styles.band}>
        <div>
          <h2 id="cta-heading" className={styles.title}>
            {title}
          </h2>
          <div className={styles.text}>{children}</div>
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}
