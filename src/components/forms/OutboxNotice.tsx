import { CircleCheck, Clock } from 'lucide-react';
import { useState } from 'react';
import { siteConfig } from '../../site.config.ts';
import styles from './OutboxNotice.module.css';
import { useWaitingMessages } from './useWaitingMessages.ts';

/**
 * Says plainly when a message has not reached the provider yet (decision 7) and where to write
 * meanwhile; then, if it goes through while the visitor is still here, says that too.
 */
export function OutboxNotice() {
  const waiting = useWaitingMessages();
  const [hasWaited, setHasWaited] = useState(false);
  if (waiting > 0 && !hasWaited) setHasWaited(true);
  const { contactEmail } = siteConfig;
  const them = waiting === 1 ? 'it' : 'them';
  return (
    <div role="status">
      {waiting > 0 ? (
        <div className={`${styles.notice} ${styles.waiting}`}>
          <Clock aria-hidden="true" size={22} className={styles.icon} />
          <div>
            <p className={styles.title}>
              {waiting === 1 ? 'Your message has not reached us yet.' : `${waiting} messages have not reached us yet.`}
            </p>
            <p>
              We could not send {them} just now, so we kept {them} safe in this browser. {waiting === 1 ? 'It goes' : 'They go'} out
              automatically while this page is open and the next time you visit any page of this site. If it is urgent, write to{' '}
              <a href={`mailto:${contactEmail}`}>{contactEmail}</a>.
            </p>
          </div>
        </div>
      ) : (
        hasWaited && (
          <div className={`${styles.notice} ${styles.delivered}`}>
            <CircleCheck aria-hidden="true" size={22} className={styles.icon} />
            <p className={styles.title}>Your message has now reached us.</p>
          </div>
        )
      )}
    </div>
  );
}
