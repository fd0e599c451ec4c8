import { useId, type ReactNode } from 'react';
import type { FormSpec } from '../../lib/forms/formSpecs.ts';
import styles from './FormCard.module.css';
import { MessageForm } from './MessageForm.tsx';

/** A form on a white card under its own heading, which also names the form for assistive technology. */
export function FormCard({ spec, title, children }: { spec: FormSpec; title: string; children?: ReactNode }) {
  const headingId = useId();
  return (
    <div className={styles.card}>
      <h2 id={headingId} className={styles.title}>
        {title}
      </h2>
      {children && <div className={styles.intro}>{children}</div>}
      <MessageForm spec={spec} labelledBy={headingId} />
    </div>
  );
}
