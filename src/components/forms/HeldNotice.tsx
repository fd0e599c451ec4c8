import { useSyncExternalStore } from 'react';
import { siteOutbox } from '../../lib/forms/siteOutbox.ts';
import { UrgentContact } from '../ui/UrgentContact.tsx';

const subscribe = (listener: () => void) => siteOutbox().subscribe(listener);
const latestDelivery = () => siteOutbox().view().latest;
const keepsForLater = () => siteOutbox().view().keepsForLater;

/**
 * What a form says when it cannot move on because the connection is gone: that the next page
 * opens once it returns, and where the message just sent stands, as the thank-you page would.
 */
export function HeldNotice() {
  const latest = useSyncExternalStore(subscribe, latestDelivery, () => undefined);
  const kept = useSyncExternalStore(subscribe, keepsForLater, () => true);
  return (
    <>
      You are offline, so the next page cannot open yet. It opens when the connection returns.{' '}
      {latest === 'sent' && 'Your message reached us before the connection dropped.'}
      {latest === 'waiting' && (
        <>
          {kept
            ? 'Your message has not reached us yet: it is kept in this browser and goes out when the connection returns.'
            : 'Your message has not reached us yet, and this browser does not let us keep it: it goes out only if this page stays open.'}{' '}
          <UrgentContact />
        </>
      )}
    </>
  );
}
