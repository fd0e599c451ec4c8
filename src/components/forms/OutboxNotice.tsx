import { CircleCheck, Hourglass, Mail } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import styles from './OutboxNotice.module.css';
import { UrgentContact } from '../ui/UrgentContact.tsx';
import { useOutboxState, type OutboxState } from './useOutboxState.ts';

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

function SendingNotice() {
  return (
    <div className={`${styles.notice} ${styles.sending}`}>
      <Mail aria-hidden="true" size={22} className={styles.icon} />
      <div>
        <p className={styles.title}>Sending your message…</p>
        <p>
          This usually takes a moment. <UrgentContact />
        </p>
      </div>
    </div>
  );
}

function DeliveredNotice({ count }: { count: number }) {
  return (
    <div className={`${styles.notice} ${styles.delivered}`}>
      <CircleCheck aria-hidden="true" size={22} className={styles.icon} />
      <p className={styles.title}>{count === 1 ? 'Your message has now reached us.' : 'Your messages have now reached us.'}</p>
    </div>
  );
}

/** How many messages the notice speaks of as waiting (see OutboxNotice). */
function pendingCount(of: 'latest' | 'all', { latest, waitingCount }: OutboxState): number {
  if (of === 'all' || latest === undefined) return waitingCount;
  return latest === 'sent' ? 0 : 1;
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
  const state = useOutboxState();
  const pending = pendingCount(of, state);
  const [mostWaiting, setMostWaiting] = useState(0);
  if (pending > mostWaiting) setMostWaiting(pending);
  let notice: ReactNode = null;
  if (state.latest === 'sending') notice = of === 'latest' && <SendingNotice />;
  else if (pending > 0) notice = <WaitingNotice count={pending} keepsForLater={state.keepsForLater} />;
  else if (mostWaiting > 0) notice = <DeliveredNotice count={mostWaiting} />;
  return <div role="status">{notice}</div>;
}
