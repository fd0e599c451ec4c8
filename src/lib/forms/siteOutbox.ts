/**
 * The outbox of this browser tab: localStorage, the e-mail client, and a lock shared by every tab
 * of the site (Web Locks, where the browser has them). Created on first use, never on the server.
 */
import { RATE_LIMIT_MS, sendWithEmailClient } from './emailTransport.ts';
import { createOutbox, type Outbox } from './outbox.ts';
import { browserStorage, noteOutboxCreated } from './storedOutbox.ts';
import { withTabLock } from './tabLock.ts';

function randomId(): string {
  // getRandomValues, unlike randomUUID, also exists on plain-http previews.
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

let outbox: Outbox | undefined;

export function siteOutbox(): Outbox {
  if (!outbox) {
    const created = createOutbox({
      storage: browserStorage(),
      transport: sendWithEmailClient,
      newId: randomId,
      withLock: withTabLock,
      spacingMs: RATE_LIMIT_MS,
    });
    // Another tab delivered or queued a message: let this tab's notice follow.
    window.addEventListener('storage', () => created.notify());
    outbox = created;
    noteOutboxCreated();
  }
  return outbox;
}
