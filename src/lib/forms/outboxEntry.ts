/**
 * A message as the outbox stores it, how to tell one from whatever else storage may hold, and how
 * a form stores one itself at the submit (storeMessage), whether or not the outbox's code has
 * loaded yet (formDelivery.ts).
 */
import { formSpecs, type FormId } from './formSpecs.ts';
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

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Whether a stored value is an entry this code can send. Storage is the visitor's to change (and
 * older code's to have written): anything else is left out, and dropped at the next write, so one
 * bad entry can neither break a new message's delivery nor be retried forever.
 */
export const isEntry = (value: unknown): value is OutboxEntry =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.form === 'string' &&
  Object.hasOwn(formSpecs, value.form) &&
  isRecord(value.params) &&
  Object.values(value.params).every((param) => typeof param === 'string') &&
  [value.createdAt, value.attempts, value.nextAttemptAt].every(Number.isFinite);

/** Whether an entry holds this very message: the same form, the same fields, the same values. */
const isSameMessage = (entry: OutboxEntry, form: FormId, params: Record<string, string>): boolean =>
  entry.form === form &&
  Object.keys(entry.params).length === Object.keys(params).length &&
  Object.entries(params).every(([key, value]) => entry.params[key] === value);

/**
 * The items with this message in them once: the entry already holding it, or a new one from
 * `create` at the end. Shared by the outbox (deliver) and a form storing a message itself.
 */
export function withMessage<T>(
  items: T[],
  form: FormId,
  params: Record<string, string>,
  create: () => OutboxEntry,
): { items: (T | OutboxEntry)[]; entry: OutboxEntry; isNew: boolean } {
  const same = items.find((item): item is T & OutboxEntry => isEntry(item) && isSameMessage(item, form, params));
  if (same) return { items, entry: same, isNew: false };
  const entry = create();
  return { items: [...items, entry], entry, isNew: true };
}

/** What storage holds under the outbox key, as written, whoever wrote it; a value that is not a list counts as none. */
export function readStoredItems(storage: KeyValueStorage | undefined): unknown[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(OUTBOX_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/**
 * Writes a message to the stored outbox at once and returns its entry's id, for the outbox to send
 * (outbox.sendStored); the same message stored already is not stored twice. Undefined when the
 * browser refuses storage. Whatever else is stored stays as it is. It takes no lock, so that the
 * message is stored before anything can load or fail: the read and the write happen in one task,
 * so nothing else in this tab comes between them.
 */
export function storeMessage(
  form: FormId,
  params: Record<string, string>,
  storage: KeyValueStorage | undefined = browserStorage(),
  at = Date.now(),
): string | undefined {
  if (!storage) return undefined;
  try {
    const added = withMessage(readStoredItems(storage), form, params, () => newEntry(randomEntryId(), form, params, at));
    if (added.isNew) storage.setItem(OUTBOX_KEY, JSON.stringify(added.items));
    return added.entry.id;
  } catch {
    return undefined;
  }
}
