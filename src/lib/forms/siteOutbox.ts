/**
 * The outbox of this browser tab: localStorage, the e-mail client, and a lock shared by every tab
 * of the site (Web Locks, where the browser has them). Created on first use, never on the server.
 */
import { sendWithEmailClient } from './emailTransport.ts';
import { createOutbox, type Outbox } from './outbox.ts';
import { browserStorage } from './storedOutbox.ts';

function randomId(): string {
  // getRandomValues, unlike randomUUID, also exists on plain-http previews.
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Runs `task` under a lock every tab of the site shares. Where the browser refuses the lock (it
 * does when site data is blocked, and then there is no shared storage to guard), the task runs
 * unguarded; a failure of the task itself is passed on, not run twice.
 */
async function withTabLock<T>(task: () => T): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  let started = false;
  try {
    return await locks.request('itah-outbox', () => {
      started = true;
      return task();
    });
  } catch (error) {
    if (started) throw error;
    return task();
  }
}

let outbox: Outbox | undefined;

export function siteOutbox(): Outbox {
  if (!outbox) {
    const created = createOutbox({ storage: browserStorage(), transport: sendWithEmailClient, newId: randomId, withLock: withTabLock });
    // Another tab delivered or queued a message: let this tab's notice follow.
    window.addEventListener('storage', () => created.notify());
    outbox = created;
  }
  return outbox;
}
