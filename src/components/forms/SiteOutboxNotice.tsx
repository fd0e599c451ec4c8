import { OutboxNotice } from './OutboxNotice.tsx';
import styles from './SiteOutboxNotice.module.css';

/**
 * The notice of waiting messages on pages without one of their own, at the top of the page: where
 * a comment's visitor lands after a send that failed, or any page on a later visit while a message
 * still waits. Loaded only when a message may be waiting (WaitingMessages.tsx).
 */
export default function SiteOutboxNotice() {
  return (
    <div className={`container ${styles.bar}`}>
      <OutboxNotice of="all" />
    </div>
  );
}
