/**
 * The outbox of this browser tab: localStorage, the e-mail client, and a lock shared by every tab
 * of the site (Web Locks, where the browser has them). Made on first use, never on the server.
 */
import { RATE_LIMIT_MS, sendWithEmailClient } from './emailTransport.ts';
import { createOutbox, type Outbox } from './outbox.ts';
import { randomEntryId } from './outboxEntry.ts';
import { browserStorage } from './storedOutbox.ts';
import { withTabLock } from './tabLock.ts';

/** Makes the tab's outbox; pageOutbox.ts calls it once, when the page first needs the outbox. */
export function createSiteOutbox(): Outbox {
  const outbox = createOutbox({
    storage: browserStorage(),
    transport: sendWithEmailClient,
    newId: randomEntryId,
    withLock: withTabLock,
    spacingMs: RATE_LIMIT_MS,
  });
  // Another tab delivered or queued a message: let this tab's notice follow.
  window.addEventListener('storage', () => outbox.notify());
  return outbox;
}
