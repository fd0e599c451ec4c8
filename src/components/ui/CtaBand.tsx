import type { ReactNode } from 'react';
import styles from './CtaBand.module.css';

interface CtaBandProps {
  title: string;
  children: ReactNode;
  actions: ReactNode;
  /** Set when the band follows a section on the plain background: no second gap above it. */
  afterPlainSection?: boolean;
  /** In the brand's light tints rather than navy, where a page is read rather than sold (the blog, legal texts). */
  light?: boolean;
}

/** The closing next step of a page: a heading, a sentence and one or two actions. */
export function CtaBand({ title, children, actions, afterPlainSection = false, light = false }: CtaBandProps) {
  return (
    <section
      className={`container ${styles.wrap} ${afterPlainSection ? styles.afterPlainSection : ''}`}
      aria-labelledby="cta-heading"
      data-print="omit"
    >
      <div className={light ? `${styles.band} ${styles.light}` : styles.band}>
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
