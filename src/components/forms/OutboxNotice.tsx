import { CircleCheck, Hourglass, Mail } from 'lucide-react';
import { useEffect, useState } from 'react';
import type { OutboxView } from '../../lib/forms/outbox.ts';
import { siteOutbox } from '../../lib/forms/siteOutbox.ts';
import { UrgentContact } from '../ui/UrgentContact.tsx';
import styles from './OutboxNotice.module.css';
import { RefusedMessage } from './RefusedMessage.tsx';
import { useOutboxView } from './useOutboxView.ts';

/** How many messages the notice speaks of as still on their way to us. */
function pendingCount(scope: 'page' | 'site', { latest, waiting }: OutboxView): number {
  // The site-wide notice leaves the message just sent to the form and the thank-you page.
  if (scope === 'site' || latest === undefined) return waiting - (latest === 'sending' ? 1 : 0);
  return latest === 'waiting' || latest === 'sending' ? 1 : 0;
}

/**
 * Where the visitor's messages stand, in plain words: one that has not reached us yet is kept
 * and retried (and where to write meanwhile), one the provider refused is handed back with
 * another way to send it, and one that arrives while the visitor is here is confirmed.
 * `scope="page"` (the thank-you page): the message just sent from this tab, so an older one still
 * waiting does not make it look lost. `scope="site"` (the top of every other page): every message
 * this browser holds, and nothing while this tab's latest is on its way. It also starts the
 * outbox, so waiting messages go out on every page load and when the connection returns.
 */
export function OutboxNotice({ scope }: { scope: 'page' | 'site' }) {
  const state = useOutboxView();
  useEffect(() => siteOutbox().start(), []);
  const pending = pendingCount(scope, state);
  // A page opened while a message that failed before is on its way again owes the news of its arrival.
  const [mostPending, setMostPending] = useState(() => (scope === 'site' ? state.tried : 0));
  if (pending > mostPending) setMostPending(pending);
  const sending = state.latest === 'sending';
  // What stopped being pending arrived, unless it was handed back as refused.
  const arrived =
    pending === 0 && mostPending > 0 && (scope === 'page' && state.latest ? state.latest === 'sent' : state.refused.length === 0);
  return (
    <div role="status" data-outbox-notice className={styles[scope]}>
      {sending && scope === 'page' && <SendingNotice />}
      {!sending && pending > 0 && <WaitingNotice count={pending} keepsForLater={state.keepsForLater} />}
      {!sending && arrived && <DeliveredNotice count={mostPending} />}
      {state.refused.map((entry) => (
        <RefusedMessage key={entry.id} entry={entry} />
      ))}
    </div>
  );
}

function WaitingNotice({ count, keepsForLater }: { count: number; keepsForLater: boolean }) {
  const them = count === 1 ? 'it' : 'them';
  return (
    <div className={`${styles.notice} ${styles.waiting}`}>
      <Hourglass aria-hidden="true" size={22} className={styles.icon} />
      <div>
        <p className={styles.title}>
          {count === 1 ? 'Your message has not reached us yet.' : `${count} messages have not reached us yet.`}
        </p>
        <p>
          {keepsForLater
            ? `We could not send ${them} just now, so we kept ${them} safe in this browser. ${count === 1 ? 'It goes' : 'They go'} out automatically while this page is open and the next time you visit any page of this site.`
            : `We could not send ${them} just now, and this browser does not let us keep ${them} for later: we keep trying only while this page stays open.`}{' '}
          <UrgentContact />
        </p>
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
