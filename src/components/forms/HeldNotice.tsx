import { UrgentContact } from '../ui/UrgentContact.tsx';
import { useOutboxView } from './useOutboxView.ts';

/**
 * What a form says when it cannot move on because the connection is gone: that the next page
 * opens once it returns, and where the message just sent stands, as the thank-you page would.
 */
export function HeldNotice() {
  const { latest, keepsForLater: kept } = useOutboxView();
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
