import styles from './ActivityLog.module.css';

export interface LogEntry {
  /** Who or what acted: an HTTP method, an app's platform. */
  tag: string;
  /** What it acted on: a path, a record. */
  subject: string;
  /** How it went: an HTTP status, a sync state. */
  status: string;
  note: string;
  /** Refused or held back rather than done. */
  held?: boolean;
}

/**
 * A few lines as a live log would list them, beside a layer's offerings: an API's calls, an app's
 * syncs. A picture of the sentences beside it, so hidden from assistive technology, which reads them.
 */
export function ActivityLog({ caption, entries }: { caption: string; entries: readonly LogEntry[] }) {
  return (
    <div className={styles.log} aria-hidden="true">
      <p className={styles.caption}>{caption}</p>
      <ul className={styles.entries}>
        {entries.map(({ tag, subject, status, note, held }) => (
          <li key={`${tag} ${subject}`} className={styles.entry}>
            <span className={styles.tag}>{tag}</span>
            <span className={styles.subject}>{subject}</span>
            <span className={held ? `${styles.status} ${styles.held}` : styles.status}>{status}</span>
            <span className={styles.note}>{note}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
