import styles from './CallLog.module.css';

export interface SampleCall {
  method: 'GET' | 'POST';
  path: string;
  status: number;
  note: string;
}

/**
 * A few calls as an API's log would list them, beside the API offering: versioned paths, a call
 * refused at its rate limit, every call recorded. A picture of the sentence beside it, so hidden
 * from assistive technology, which reads the sentence.
 */
export function CallLog({ calls }: { calls: readonly SampleCall[] }) {
  return (
    <div className={styles.log} aria-hidden="true">
      <p className={styles.caption}>Audit log · live</p>
      <ul className={styles.calls}>
        {calls.map(({ method, path, status, note }) => (
          <li key={`${method} ${path}`} className={styles.call}>
            <span className={styles.method}>{method}</span>
            <span className={styles.path}>{path}</span>
            <span className={status >= 400 ? `${styles.status} ${styles.refused}` : styles.status}>{status}</span>
            <span className={styles.note}>{note}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
