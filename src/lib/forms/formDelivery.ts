/**
 * How a form hands its message over (decision 7: stored before it is sent). At the submit the
 * message is written to storage at once, in the outbox's format, whether or not the outbox's code
 * has loaded (a form loads it when first focused). The outbox then sends that entry, by its id, as
 * soon as this page has it, whoever loaded it: the form, the thank-you page, or a retry here when
 * the connection returns or 10 s later. Where the browser refuses storage, the page keeps the
 * message and hands it over the same way, for as long as it stays open.
 */
import { connectionBack } from '../connectionBack.ts';
import { createListeners } from '../listeners.ts';
import type { FormId } from './formSpecs.ts';
import type { DeliveryState, Outbox } from './outbox.ts';
import { storeMessage } from './outboxEntry.ts';
import { loadOutbox, loadedOutbox, whenOutboxLoads } from './pageOutbox.ts';

interface Message {
  form: FormId;
  params: Record<string, string>;
  /** Its entry in storage; undefined where the browser refused storage. */
  storedId: string | undefined;
}

/** How long after a failed load of the outbox's code, while online, this page tries again. */
const RELOAD_AFTER_MS = 10_000;

let latest: Message | undefined;
const notHandedOver: Message[] = [];
const changes = createListeners();
let retryArmed = false;

function handOver(outbox: Outbox): void {
  for (const message of notHandedOver.splice(0)) {
    void (message.storedId === undefined ? outbox.deliver(message.form, message.params) : outbox.sendStored(message.storedId));
  }
  changes.notify();
}

/** Loads the outbox's code for the messages still to hand over; on failure, tries again later. */
function loadForHandOver(): void {
  whenOutboxLoads(handOver);
  loadOutbox().catch(() => {
    if (retryArmed) return;
    retryArmed = true;
    void connectionBack(RELOAD_AFTER_MS).then(() => {
      retryArmed = false;
      if (notHandedOver.length > 0) loadForHandOver();
    });
  });
}

/** Stores a message and has the outbox send it; see above. */
export function deliverFromForm(form: FormId, params: Record<string, string>): void {
  latest = { form, params, storedId: storeMessage(form, params) };
  notHandedOver.push(latest);
  changes.notify();
  loadForHandOver();
}

export interface DeliveryStatus {
  /** What became of the message this page sent last; undefined before any. */
  latest: DeliveryState | undefined;
  /** False when the browser refused storage: waiting messages go with this page. */
  keepsForLater: boolean;
}

/** Where the message this page sent last stands, from the outbox once it has that message. */
export function deliveryStatus(): DeliveryStatus {
  const outbox = loadedOutbox();
  if (latest && (notHandedOver.includes(latest) || !outbox)) return { latest: 'waiting', keepsForLater: latest.storedId !== undefined };
  return { latest: outbox?.latestDelivery(), keepsForLater: outbox?.keepsForLater() ?? true };
}

/** Calls `listener` when a message is stored or handed over; returns a function that stops it. */
export const subscribeToDelivery = changes.subscribe;
