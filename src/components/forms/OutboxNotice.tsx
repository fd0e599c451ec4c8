import { CircleCheck, Hourglass, Mail } from 'lucide-react';
import { useState } from 'react';
import styles from './OutboxNotice.module.css';
import { UrgentContact } from '../ui/UrgentContact.tsx';
import { useOutboxState } from './useOutboxState.ts';

function WaitingNotice({ count, keepsForLater }: { count: number; keepsForLater: boolean }) {
  const them = count === 1 ? 'it' : 'them';
  return (
    <div className={`${styles.notice} ${styles.waiting}`}>
      <Hourglass aria-hidden="true" size={22} className={styles.icon} />
      <div>
        <p className={styles.title}>
          {count === 1 ? 'Your message has not reached us yet.' : `${count} messages have not reached us yet.`}
        </p>
        {keepsForLater ? (
          <p>
            We could not send {them} just now, so we kept {them} safe in this browser. {count === 1 ? 'It goes' : 'They go'} out
            automatically while this page is open and the next time you visit any page of this site. <UrgentContact />
          </p>
        ) : (
          <p>
            We could not send {them} just now, and this browser does not let us keep {them} for later: we keep trying only while this page
            stays open. <UrgentContact />
          </p>
        )}
      </div>
    </div>
  );
}

/**
 * Says plainly when the visitor's message has not reached the provider yet (decision 7), and where
 * to write meanwhile; then, if it goes through while the visitor is still here, says that too.
 * It speaks of the message just sent from this tab, so an older one still waiting does not make it
 * look lost; after a reload or on a later visit, of whatever this browser still holds.
 * `announceSending` off: silent while a send is under way (the site-wide notice, which speaks only
 * of messages that wait).
 */
export function OutboxNotice({ announceSending = true }: { announceSending?: boolean }) {
  const { latest, waitingCount, keepsForLater } = useOutboxState();
  const pending = latest === undefined ? waitingCount : latest === 'sent' ? 0 : 1;
  const [hasWaited, setHasWaited] = useState(false);
  if (pending > 0 && !hasWaited) setHasWaited(true);
  return (
    <div role="status">
      {latest === 'sending' ? (
        announceSending && (
          <div className={`${styles.notice} ${styles.sending}`}>
            <Mail aria-hidden="true" size={22} className={styles.icon} />
            <div>
              <p className={styles.title}>Sending your message…</p>
              <p>
                This usually takes a moment. <UrgentContact />
              </p>
            </div>
          </div>
        )
      ) : pending > 0 ? (
        <WaitingNotice count={pending} keepsForLater={keepsForLater} />
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
