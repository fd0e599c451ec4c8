/**
 * The outbox as a page reaches it. Its code (the outbox, the e-mail client's loader, the tab lock)
 * is among no page's start-up scripts: a form loads it when the visitor first focuses the form
 * (useMessageForm.ts), the thank-you page once it has hydrated, any other page only when something
 * may be waiting (OutboxRetry).
 */
import { importAgainAfterFailure } from '../importAgain.ts';
import { once } from '../once.ts';
import type { Outbox } from './outbox.ts';
import { hasStoredMessages } from './storedOutbox.ts';

let outbox: Outbox | undefined;
const importSiteOutbox = importAgainAfterFailure(() => import('./siteOutbox.ts'));
const waitingForOutbox = new Set<(outbox: Outbox) => void>();

export const loadOutbox = once(async () => {
  const { createSiteOutbox } = await importSiteOutbox();
  outbox = createSiteOutbox();
  for (const callback of waitingForOutbox) callback(outbox);
  waitingForOutbox.clear();
  return outbox;
});

/** The outbox if this page has loaded it already, without loading it. */
export const loadedOutbox = (): Outbox | undefined => outbox;

/**
 * Calls `callback` with the outbox once this page has it, whoever loads it (at once if it is
 * loaded already); the same callback waits once. Returns a function that stops the wait.
 */
export function whenOutboxLoads(callback: (outbox: Outbox) => void): () => void {
  if (outbox) {
    callback(outbox);
    return () => undefined;
  }
  waitingForOutbox.add(callback);
  return () => waitingForOutbox.delete(callback);
}

/**
 * Whether a retry has anything to look at: messages in storage, or an outbox this page already
 * made, which holds its messages in memory where the browser refuses storage. A page that never
 * sent anything, with nothing stored, loads none of the outbox's code.
 */
export const mayHoldMessages = (): boolean => outbox !== undefined || hasStoredMessages();
