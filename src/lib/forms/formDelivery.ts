/**
 * How a form hands its message over. The outbox's code loads when the visitor first focuses the
 * form, long before the submit. If it still cannot load at the submit (the connection dropped
 * before the form was focused), the message is stored in the outbox's own format, for the retry
 * on the next page or on the connection's return, and handed to the outbox once it can load: that
 * also covers a browser that refuses storage, while the page stays open.
 */
import type { FormId } from './formSpecs.ts';
import type { DeliveryState } from './outbox.ts';
import { storeForLater } from './outboxEntry.ts';
import { loadedOutbox, loadOutbox } from './pageOutbox.ts';

/** Set when a message could not reach the outbox: kept in storage, or only in this page's memory. */
let keptWithoutOutbox: 'in storage' | 'in memory' | undefined;

/** Hands a message to the outbox, which stores it and sends it; see above for when it cannot load. */
export function deliverFromForm(form: FormId, params: Record<string, string>): void {
  loadOutbox().then(
    (outbox) => void outbox.deliver(form, params),
    () => {
      keptWithoutOutbox = storeForLater(form, params) ? 'in storage' : 'in memory';
      // The outbox finds the stored copy (same form, same fields) and sends that one only once.
      window.addEventListener('online', () => deliverFromForm(form, params), { once: true });
    },
  );
}

/** Where the message this page last sent stands; what the form knows until the outbox has loaded. */
export function latestFromForm(): { state: DeliveryState | undefined; keepsForLater: boolean } {
  const outbox = loadedOutbox();
  if (outbox?.latestDelivery()) return { state: outbox.latestDelivery(), keepsForLater: outbox.keepsForLater() };
  return { state: keptWithoutOutbox && 'waiting', keepsForLater: keptWithoutOutbox === 'in storage' };
}
