import { useEffect } from 'react';
import { browserStorage, hasStoredMessages } from '../../lib/forms/storedOutbox.ts';

function retryWaitingMessages(): void {
  // The outbox and the e-mail client load only when something is waiting: most pages never need them.
  // Where the browser blocks storage, the outbox keeps this page's messages in memory: ask it.
  if (!hasStoredMessages() && browserStorage() !== undefined) return;
  import('../../lib/forms/siteOutbox.ts').then(({ siteOutbox }) => siteOutbox().flush()).catch(() => undefined);
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
