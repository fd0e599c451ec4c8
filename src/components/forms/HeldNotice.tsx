import { deliveryStatus } from '../../lib/forms/formDelivery.ts';
import { UrgentContact } from '../ui/UrgentContact.tsx';

/**
 * What a form says when it cannot move on because the connection is gone: that the next page
 * opens once it returns, and where the message stands, as the thank-you page would say. Read
 * when the form is held, by which time the send has failed or gone through; it reads what the
 * form knows (formDelivery.ts), not the thank-you page's live hook, so an article's comment form
 * does not load that page's code at start (the article's script budget).
 */
export function HeldNotice() {
  const { latest: state, keepsForLater } = deliveryStatus();
  return (
    <>
      You are offline, so the next page cannot open yet. It opens when the connection returns.{' '}
      {state === 'sent' && 'Your message reached us before the connection dropped.'}
      {state === 'waiting' && (
        <>
          {keepsForLater
            ? 'Your message has not reached us yet: it is kept in this browser and goes out when the connection returns.'
            : 'Your message has not reached us yet, and this browser does not let us keep it: it goes out only if this page stays open.'}{' '}
          <UrgentContact />
        </>
      )}
    </>
  );
}
