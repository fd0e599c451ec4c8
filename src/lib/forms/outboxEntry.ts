/**
 * One message as the outbox stores it, and how a form stores one without the outbox's code
 * (storeForLater, used by formDelivery.ts when that code cannot load).
 */
import type { FormId } from './formSpecs.ts';
import { browserStorage, OUTBOX_KEY, type KeyValueStorage } from './storedOutbox.ts';

/** One message as stored; the outbox (outbox.ts) sends it and updates it. */
export interface OutboxEntry {
  id: string;
  form: FormId;
  /** The template parameters, exactly as the provider receives them. */
  params: Record<string, string>;
  createdAt: number;
  attempts: number;
  /** When the backoff timer tries again; a page load or the connection returning try at once. */
  nextAttemptAt: number;
  lastError?: string;
  /** The tab sending this entry right now, until `until`: no other tab sends it meanwhile. */
  lease?: { owner: string; until: number };
}

/** A message not tried yet, due at once. */
export const newEntry = (id: string, form: FormId, params: Record<string, string>, at: number): OutboxEntry => ({
  id,
  form,
  params: { ...params },
  createdAt: at,
  attempts: 0,
  nextAttemptAt: at,
});

/** An id no other tab will make: 96 random bits (getRandomValues, unlike randomUUID, also exists on plain-http previews). */
export function randomEntryId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Adds a message to the stored outbox when the outbox's code cannot load (the connection dropped
 * before the visitor focused the form, which is when it loads): the next page, or this one when
 * the connection returns, sends it (OutboxRetry). Whatever else is stored stays as it is; a value
 * that is not a list (written by hand) gives way, as the outbox would drop it too. False when the
 * browser refuses storage. It takes no lock, being the outbox's code that is missing: the read
 * and the write happen in one task, so no other script of this tab can come between them.
 */
export function storeForLater(
  form: FormId,
  params: Record<string, string>,
  storage: KeyValueStorage | undefined = browserStorage(),
  at = Date.now(),
): boolean {
  if (!storage) return false;
  try {
    let stored: unknown;
    try {
      stored = JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]');
    } catch {
      stored = [];
    }
    const kept = Array.isArray(stored) ? stored : [];
    storage.setItem(OUTBOX_KEY, JSON.stringify([...kept, newEntry(randomEntryId(), form, params, at)]));
    return true;
  } catch {
    return false;
  }
}
