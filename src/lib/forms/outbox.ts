/**
 * The outbox (decision 7): every message is written to browser storage before it is sent and
 * removed only once the provider has accepted it. A send that fails in any way stays and is tried
 * again: at once when asked (each page load, the connection returning) and on a backoff timer while
 * the page stays open. Each entry has an id; a tab leases an entry while sending it, so two tabs
 * never send the same message at the same time, and an accepted message is gone from storage.
 */
import { createListeners } from '../listeners.ts';
import type { FormId } from './formSpecs.ts';
import { describeSendError } from './sendErrors.ts';
import { isEntry, isRecord, newEntry, readStoredItems, withMessage, type OutboxEntry } from './outboxEntry.ts';
import { OUTBOX_KEY, type KeyValueStorage } from './storedOutbox.ts';

export type { OutboxEntry } from './outboxEntry.ts';

export interface SendContext {
  /** The visitor's own submit, as opposed to a retry: only that one counts against the rate limit. */
  firstAttempt: boolean;
}

/**
 * Where the message last handed to deliver() or sendStored() in this tab stands, for the page the form moves on
 * to: on its way, accepted, or waiting for a retry.
 */
export type DeliveryState = 'sending' | 'sent' | 'waiting';

/** Resolves once the provider accepted the message; rejects in whatever shape the client uses. */
export type Transport = (entry: OutboxEntry, context: SendContext) => Promise<unknown>;

export interface OutboxOptions {
  storage: KeyValueStorage | undefined;
  transport: Transport;
  now?: () => number;
  newId?: () => string;
  /** Runs `task` while holding a lock every tab shares (Web Locks in the browser). */
  withLock?: <T>(task: () => T) => Promise<T>;
  log?: (message: string) => void;
  /** Identifies this tab in leases. */
  owner?: string;
  /**
   * The least time between two sends of one form from this page (decision 9's rate limit), so
   * messages that waited together go out one by one, not in one burst when the connection returns.
   */
  spacingMs?: number;
}

export const LEASE_MS = 120_000;
/**
 * How long one send may take before it counts as failed and waits for a retry: the client's fetch
 * has no limit of its own, and a request that hangs would keep the message "on its way" for good.
 */
export const SEND_TIME_LIMIT_MS = 30_000;
const BACKOFF_BASE_MS = 10_000;
const BACKOFF_MAX_MS = 300_000;
/** Floor of the retry timer, so a clock jump can never spin it. */
const MIN_TIMER_MS = 1_000;

/** 10 s after the first failure, then 20 s, 40 s … up to 5 minutes. */
export const backoffDelay = (attempts: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

function withTimeLimit<T>(sending: Promise<T>, limitMs: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const expired = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${limitMs / 1000} s`)), limitMs);
  });
  return Promise.race([sending, expired]).finally(() => clearTimeout(timer));
}

let counter = 0;
const defaultId = () => `${Date.now().toString(36)}-${(counter += 1).toString(36)}`;

export function createOutbox({
  storage,
  transport,
  now = Date.now,
  newId = defaultId,
  withLock = async (task) => task(),
  log = (message) => console.warn(message),
  owner = newId(),
  spacingMs = 0,
}: OutboxOptions) {
  const changes = createListeners();
  const inFlight = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  // Used instead of storage when it refuses to write (blocked, full): the page keeps retrying while open.
  let memory: OutboxEntry[] | undefined;
  /** When the provider last accepted each form's message from this page (see spacingMs). */
  const lastSendOf = new Map<FormId, number>();
  /** The message last handed to deliver() or sendStored() in this tab. */
  let latestId: string | undefined;

  const readStored = () => readStoredItems(storage);

  function read(): OutboxEntry[] {
    return memory ?? readStored().filter(isEntry);
  }

  function write(entries: OutboxEntry[]): void {
    try {
      if (!storage) throw new Error('no storage');
      // Objects this code cannot send stay as they are: a newer build, in another tab, may have
      // stored a message for a form this one does not know, and it is that build's to deliver.
      const foreign = readStored().filter((item) => isRecord(item) && !isEntry(item));
      storage.setItem(OUTBOX_KEY, JSON.stringify([...entries, ...foreign]));
      memory = undefined;
    } catch {
      memory = entries;
    }
    changes.notify();
  }

  const update = (id: string, change: (entry: OutboxEntry) => OutboxEntry | undefined) =>
    withLock(() => {
      const entries = read();
      const entry = entries.find((candidate) => candidate.id === id);
      const changed = entry && change(entry);
      write(entries.flatMap((candidate) => (candidate.id !== id ? [candidate] : changed ? [changed] : [])));
      return changed;
    });

  const leasedElsewhere = (entry: OutboxEntry) => Boolean(entry.lease && entry.lease.owner !== owner && entry.lease.until > now());

  /** Takes the lease on an entry, or returns undefined when it is gone or another tab holds it. */
  const claim = (id: string) =>
    withLock(() => {
      const entries = read();
      const entry = entries.find((candidate) => candidate.id === id);
      if (!entry || leasedElsewhere(entry)) return undefined;
      const leased: OutboxEntry = { ...entry, lease: { owner, until: now() + LEASE_MS } };
      write(entries.map((candidate) => (candidate.id === id ? leased : candidate)));
      return leased;
    });

  /** One try of one entry; true when the provider accepted it (and it left the outbox). */
  async function attempt(id: string, context: SendContext): Promise<boolean> {
    if (inFlight.has(id)) return false;
    inFlight.add(id);
    try {
      const entry = await claim(id);
      if (!entry) return false;
      try {
        await withTimeLimit(transport(entry, context), SEND_TIME_LIMIT_MS);
      } catch (error) {
        const reason = describeSendError(error);
        const failed = await update(id, (current) => ({
          ...current,
          attempts: current.attempts + 1,
          nextAttemptAt: now() + backoffDelay(current.attempts + 1),
          lastError: reason,
          lease: undefined,
        }));
        log(`Message not sent yet (${reason}); kept in this browser, next try in ${backoffDelay(failed?.attempts ?? 1) / 1000} s.`);
        return false;
      }
      // Paced from accepted sends only: a try that never reached the provider holds nothing back.
      lastSendOf.set(entry.form, now());
      await update(id, () => undefined);
      return true;
    } finally {
      inFlight.delete(id);
      // The latest message's state reads this set: let the page know it changed.
      changes.notify();
      schedule();
    }
  }

  /** Arms the backoff timer for the earliest entry that is due, or disarms it when nothing waits. */
  function schedule(): void {
    clearTimeout(timer);
    timer = undefined;
    const pending = read().filter((entry) => !inFlight.has(entry.id));
    if (pending.length === 0) return;
    const next = Math.min(...pending.map((entry) => Math.max(entry.nextAttemptAt, leasedElsewhere(entry) ? entry.lease!.until : 0)));
    timer = setTimeout(() => void flush({ dueOnly: true }), Math.max(MIN_TIMER_MS, next - now()));
  }

  /** Tries the waiting entries one after the other, oldest first; `dueOnly` skips those still backing off. */
  async function flush({ dueOnly = false }: { dueOnly?: boolean } = {}): Promise<void> {
    const entries = [...read()].sort((a, b) => a.createdAt - b.createdAt);
    for (const entry of entries) {
      if (dueOnly && entry.nextAttemptAt > now()) continue;
      const allowedAt = (lastSendOf.get(entry.form) ?? -Infinity) + spacingMs;
      if (allowedAt > now()) {
        // Too soon after this form's last send: the timer takes it up when its turn comes.
        await update(entry.id, (current) => ({ ...current, nextAttemptAt: Math.max(current.nextAttemptAt, allowedAt) }));
        continue;
      }
      await attempt(entry.id, { firstAttempt: false });
    }
    schedule();
  }

  return {
    /**
     * Stores a message, then sends it at once; resolves with whether the provider accepted it on
     * this try. The same message submitted twice is stored (and delivered) once.
     */
    async deliver(form: FormId, params: Record<string, string>): Promise<boolean> {
      const { entry, isNew } = await withLock(() => {
        const added = withMessage(read(), form, params, () => newEntry(newId(), form, params, now()));
        if (added.isNew) write(added.items);
        return added;
      });
      latestId = entry.id;
      return attempt(entry.id, { firstAttempt: isNew });
    },
    /**
     * Sends a message a form stored itself (storeMessage in outboxEntry.ts), at once, as the visitor's
     * own submit; from now on it is the latest. Gone already means another tab has sent it.
     */
    sendStored(id: string): Promise<boolean> {
      latestId = id;
      if (memory && !memory.some((entry) => entry.id === id)) {
        // Storage refused the outbox's last write (nearly full), yet took the form's smaller one:
        // the outbox, reading its memory, would never see the message, and its next write would
        // drop it. It joins the memory.
        const stored = readStored().find((item): item is OutboxEntry => isEntry(item) && item.id === id);
        if (stored) memory = [...memory, stored];
      }
      changes.notify();
      return attempt(id, { firstAttempt: true });
    },
    flush,
    entries: read,
    /** What became of the message last handed to deliver() or sendStored() in this tab; undefined before any. */
    latestDelivery(): DeliveryState | undefined {
      if (latestId === undefined) return undefined;
      if (inFlight.has(latestId)) return 'sending';
      const entry = read().find((candidate) => candidate.id === latestId);
      // Gone from the outbox: delivered, by this tab or another. Leased by another tab: on its way there.
      if (!entry) return 'sent';
      return leasedElsewhere(entry) ? 'sending' : 'waiting';
    },
    /** False when storage refused the outbox (blocked, full): waiting messages live only as long as this page. */
    keepsForLater: (): boolean => storage !== undefined && memory === undefined,
    subscribe: changes.subscribe,
    /** Tells subscribers that another tab changed the stored outbox. */
    notify: changes.notify,
    stop(): void {
      clearTimeout(timer);
      timer = undefined;
    },
  };
}

export type Outbox = ReturnType<typeof createOutbox>;
