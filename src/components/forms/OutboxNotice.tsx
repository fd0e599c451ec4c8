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
 * `of="latest"` (the thank-you page): the message just sent from this tab, so an older one still
 * waiting does not make it look lost; after a reload or on a later visit, whatever this browser
 * still holds. `of="all"` (the site-wide notice): every message this browser still holds, and
 * nothing while this tab's latest is on its way.
 */
export function OutboxNotice({ of }: { of: 'latest' | 'all' }) {
  const { latest, waitingCount, keepsForLater } = useOutboxState();
  const pending = of === 'all' || latest === undefined ? waitingCount : latest === 'sent' ? 0 : 1;
  const [mostWaiting, setMostWaiting] = useState(0);
  if (pending > mostWaiting) setMostWaiting(pending);
  return (
    <div role="status">
      {latest === 'sending' ? (
        of === 'latest' && (
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
        mostWaiting > 0 && (
          <div className={`${styles.notice} ${styles.delivered}`}>
            <CircleCheck aria-hidden="true" size={22} className={styles.icon} />
            <p className={styles.title}>{mostWaiting === 1 ? 'Your message has now reached us.' : 'Your messages have now reached us.'}</p>
          </div>
        )
      )}
    </div>
  );
}
