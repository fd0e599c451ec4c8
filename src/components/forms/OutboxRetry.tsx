import { useEffect } from 'react';
import { loadOutbox, mayHoldMessages } from '../../lib/forms/pageOutbox.ts';

function retryWaitingMessages(): void {
  // The outbox and the e-mail client load only when something may be waiting: most pages never need them.
  if (!mayHoldMessages()) return;
  loadOutbox()
    .then((outbox) => outbox.flush())
    .catch(() => undefined);
}

/** Sends messages a failed send left in the outbox: on every page load and when the connection returns. */
export function OutboxRetry() {
  useEffect(() => {
    retryWaitingMessages();
    window.addEventListener('online', retryWaitingMessages);
    return () => window.removeEventListener('online', retryWaitingMessages);
  }, []);
  return null;
}
