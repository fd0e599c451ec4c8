/**
 * The outbox: no message a visitor sends is lost, and none is delivered twice.
 *
 * A message is written to storage before it is sent and removed only once the provider has
 * accepted it. It is sent again only after its send failed, never while a request for it may
 * still succeed: no timer races a send. While a tab sends a message it holds a lease on it,
 * renewed for as long as the request is open, so no other tab sends it meanwhile; a lease of a
 * tab that was closed runs out. The message's id travels with it (`message_id`), so the rare
 * repeat (a request the provider took just before its page was closed) is recognisable.
 * Where the browser refuses storage, messages live in this page's memory instead.
 */
import { formSpecs, type FormId } from './formSpecs.ts';

export interface OutboxEntry {
  id: string;
  form: FormId;
  /** The form's payload; the provider also receives the entry's id, as `message_id`. */
  params: Record<string, string>;
  createdAt: number;
  attempts: number;
  /** When the backoff timer tries again; a page load or the connection returning try at once. */
  nextAttemptAt: number;
  /** Why the last try failed. */
  lastError?: string;
  /** The tab sending this message now, until `until`: no other tab sends it meanwhile. */
  lease?: { owner: string; until: number };
  /**
   * Set, with the reason, once the provider refused the message (a 4xx other than 429: the request
   * itself is wrong, and sending it again cannot change that) or it fails its form's check. It is
   * not sent again; the visitor gets it back, with another way to reach us.
   */
  refused?: string;
}

export interface OutboxView {
  /** Messages not delivered yet and still being tried, on their way now or waiting for their next try. */
  waiting: number;
  /** Messages the outbox gave up on. */
  refused: readonly OutboxEntry[];
  /** Messages still being tried that failed a try before: the visitor may have read that they had not reached us. */
  tried: number;
  /** The message submitted last in this tab; undefined before any (and after a reload). */
  latest: 'sending' | 'sent' | 'waiting' | 'refused' | undefined;
  /** False when the browser refuses storage: waiting messages live only as long as this page. */
  keepsForLater: boolean;
}

export type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** Sends one message; resolves once the provider accepted it, rejects as the e-mail client does. */
export type Transport = (entry: OutboxEntry, options: { firstAttempt: boolean }) => Promise<unknown>;

/** Checks a stored message against its form's rules: the parameters as checked, or undefined when it fails. */
export type MessageCheck = (form: FormId, params: Record<string, string>) => Promise<Record<string, string> | undefined>;

export interface OutboxDependencies {
  storage: KeyValueStorage | undefined;
  transport: Transport;
  check: MessageCheck;
  /** Runs `task` under a lock every tab of the site shares (Web Locks). */
  withLock: <T>(task: () => T) => Promise<T>;
  newId?: () => string;
  log?: (message: string) => void;
}

export const OUTBOX_KEY = 'itah:outbox';
export const LEASE_MS = 120_000;
/** One send per form per 10 s: the e-mail client's own limit on a submit, and the spacing of retries. */
export const SPACING_MS = 10_000;
const BACKOFF_BASE_MS = 10_000;
const BACKOFF_MAX_MS = 300_000;

/** 10 s after the first failure, then 20 s, 40 s … up to 5 minutes. */
export const backoffDelay = (attempts: number) => Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1));

/** The e-mail client rejects with `{status, text}`, a setup message, or an Error: one line for the log. */
function describeSendError(error: unknown): string {
  if (typeof error === 'string') return error || 'Unknown error';
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (hasStatus(error)) return `${error.status} ${error.text ?? ''}`.trim();
  return 'Unknown error';
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

const hasStatus = (error: unknown): error is { status: number; text?: string } => isRecord(error) && typeof error.status === 'number';

/** The provider read the request and will never accept it as it is; 408 (too slow) and 429 (too many) only ask to wait. */
const isRefusal = (error: unknown) => hasStatus(error) && error.status >= 400 && error.status < 500 && ![408, 429].includes(error.status);

/**
 * Whether a stored value is a message this code can send. Storage is the visitor's to change, so
 * anything else is left alone, and one bad item can neither block a new message nor loop forever.
 */
const isEntry = (value: unknown): value is OutboxEntry =>
  isRecord(value) &&
  typeof value.id === 'string' &&
  typeof value.form === 'string' &&
  Object.hasOwn(formSpecs, value.form) &&
  isRecord(value.params) &&
  Object.values(value.params).every((param) => typeof param === 'string') &&
  [value.createdAt, value.attempts, value.nextAttemptAt].every(Number.isFinite);

export function createOutbox({ storage, transport, check, withLock, newId = randomId, log = console.warn }: OutboxDependencies) {
  const owner = newId();
  const listeners = new Set<() => void>();
  const inFlight = new Set<string>();
  const lastSendOf = new Map<FormId, number>();
  let memory: OutboxEntry[] | undefined;
  let latestId: string | undefined;
  /** Refused messages the visitor put away: the latest of them is not "sent" because it left the outbox. */
  const dismissed = new Set<string>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  let snapshot: OutboxView | undefined;

  function readItems(): unknown[] {
    try {
      const parsed: unknown = JSON.parse(storage?.getItem(OUTBOX_KEY) ?? '[]');
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }

  /**
   * The stored messages. A lease or a next try much further ahead than this code ever sets one
   * (twice as far, which no clock difference between tabs explains) would hold a message for good:
   * such a time is dropped, and the message is due.
   */
  function read(): OutboxEntry[] {
    const isWithin = (time: number, most: number) => time <= Date.now() + 2 * most;
    return (memory ?? readItems().filter(isEntry)).map((entry) => ({
      ...entry,
      nextAttemptAt: isWithin(entry.nextAttemptAt, BACKOFF_MAX_MS) ? entry.nextAttemptAt : Date.now(),
      lease: entry.lease && isWithin(entry.lease.until, LEASE_MS) ? entry.lease : undefined,
    }));
  }

  function write(entries: OutboxEntry[]): void {
    try {
      if (!storage) throw new Error('no storage');
      // Items this code cannot read stay: a newer build, open in another tab, may have stored them.
      const foreign = readItems().filter((item) => !isEntry(item));
      storage.setItem(OUTBOX_KEY, JSON.stringify([...entries, ...foreign]));
      memory = undefined;
    } catch {
      memory = entries;
    }
    changed();
  }

  function changed(): void {
    snapshot = undefined;
    for (const listener of listeners) listener();
  }

  /** Changes one entry under the lock; `change` returns undefined to remove it. */
  const update = (id: string, change: (entry: OutboxEntry) => OutboxEntry | undefined) =>
    withLock(() => {
      const entries = read();
      const entry = entries.find((candidate) => candidate.id === id);
      if (!entry) return undefined;
      const next = change(entry);
      if (next === entry) return entry;
      write(entries.flatMap((candidate) => (candidate !== entry ? [candidate] : next ? [next] : [])));
      return next;
    });

  const isLeased = (entry: OutboxEntry) => Boolean(entry.lease && entry.lease.until > Date.now());
  const leasedElsewhere = (entry: OutboxEntry) => isLeased(entry) && entry.lease!.owner !== owner;
  const ownsLease = (entry: OutboxEntry) => entry.lease?.owner === owner;
  const withLease = (entry: OutboxEntry): OutboxEntry => ({ ...entry, lease: { owner, until: Date.now() + LEASE_MS } });

  /** Where the message submitted last in this tab stands: while leased, on its way (here or in another tab). */
  function latestState(entries: OutboxEntry[]): OutboxView['latest'] {
    if (latestId === undefined) return undefined;
    const entry = entries.find((candidate) => candidate.id === latestId);
    if (!entry) return dismissed.has(latestId) ? 'refused' : 'sent';
    if (entry.refused) return 'refused';
    return isLeased(entry) ? 'sending' : 'waiting';
  }

  /** One try of one message: taken under a lease, sent, then removed or set to try again. */
  async function attempt(id: string, firstAttempt: boolean): Promise<void> {
    if (inFlight.has(id)) return;
    inFlight.add(id);
    // Renewed for as long as this try lasts, from the moment it is taken: another tab takes the
    // message only once this tab has been gone for the whole lease.
    const renewal = setInterval(() => void update(id, (current) => (ownsLease(current) ? withLease(current) : current)), LEASE_MS / 4);
    try {
      const entry = await update(id, (current) => (current.refused || leasedElsewhere(current) ? current : withLease(current)));
      if (!entry || !ownsLease(entry)) return;
      try {
        // A message from storage is checked, and sent as checked: the visitor's browser may hold
        // anything there. One just submitted passed its form's check a moment ago.
        const params = firstAttempt ? entry.params : await check(entry.form, entry.params);
        if (!params) {
          await update(id, (current) => ({ ...current, lease: undefined, refused: 'It does not pass the form’s checks.' }));
          return;
        }
        await transport({ ...entry, params: { ...params, message_id: entry.id } }, { firstAttempt });
      } catch (error) {
        const reason = describeSendError(error);
        // Only while the lease is still this tab's: after a long sleep, another tab may be sending it now.
        await update(id, (current) =>
          ownsLease(current)
            ? {
                ...current,
                attempts: current.attempts + 1,
                nextAttemptAt: Date.now() + backoffDelay(current.attempts + 1),
                lastError: reason,
                lease: undefined,
                refused: isRefusal(error) ? reason : undefined,
              }
            : current,
        );
        log(
          `Message not sent (${reason}); ${isRefusal(error) ? 'refused by the provider, handed back to the visitor' : 'kept in this browser, to try again'}.`,
        );
        return;
      }
      lastSendOf.set(entry.form, Date.now());
      await update(id, () => undefined);
    } finally {
      clearInterval(renewal);
      inFlight.delete(id);
      changed();
      schedule();
    }
  }

  /**
   * When a message may be tried next: once its backoff has passed (unless ignored: a page load,
   * the connection back), another tab's lease has run out, and its form's last send is 10 s old.
   */
  const readyAt = (entry: OutboxEntry, ignoreBackoff: boolean) =>
    Math.max(
      ignoreBackoff ? 0 : entry.nextAttemptAt,
      leasedElsewhere(entry) ? entry.lease!.until : 0,
      (lastSendOf.get(entry.form) ?? -Infinity) + SPACING_MS,
    );

  /** Arms the timer for the earliest message still to try, or disarms it when none waits. */
  function schedule(): void {
    clearTimeout(timer);
    const pending = read().filter((entry) => !entry.refused && !inFlight.has(entry.id));
    if (pending.length === 0) return;
    const next = Math.min(...pending.map((entry) => readyAt(entry, false)));
    timer = setTimeout(() => void flush(false), Math.max(1_000, next - Date.now()));
  }

  /** Tries the messages that are ready one after the other, oldest first. */
  async function flush(ignoreBackoff: boolean): Promise<void> {
    for (const entry of read().sort((a, b) => a.createdAt - b.createdAt)) {
      if (!entry.refused && readyAt(entry, ignoreBackoff) <= Date.now()) await attempt(entry.id, false);
    }
    schedule();
  }

  let started = false;

  return {
    /** Stores a message and sends it at once; the same message submitted twice is stored and sent once. */
    async submit(form: FormId, params: Record<string, string>): Promise<void> {
      const id = await withLock(() => {
        const entries = read();
        const same = entries.find((entry) => entry.form === form && sameParams(entry.params, params));
        if (same) return (latestId = same.id);
        // Stored already taken by this tab: from the first moment it reads as on its way, not waiting.
        const entry = withLease({ id: newId(), form, params, createdAt: Date.now(), attempts: 0, nextAttemptAt: Date.now() });
        latestId = entry.id;
        write([...entries, entry]);
        return entry.id;
      });
      changed();
      await attempt(id, true);
    },

    /** Sends what waits, now and whenever the connection returns; later calls do nothing. */
    start(): void {
      if (started) return;
      started = true;
      window.addEventListener('online', () => void flush(true));
      // Another tab sent or stored a message (or cleared storage): the notice follows, and one it
      // left waiting is tried here too.
      window.addEventListener('storage', (event) => {
        if (event.key !== OUTBOX_KEY && event.key !== null) return;
        changed();
        schedule();
      });
      void flush(true);
    },

    /** Where messages stand, as one snapshot until the next change. */
    view(): OutboxView {
      if (snapshot) return snapshot;
      const entries = read();
      const refused = entries.filter((entry) => entry.refused);
      return (snapshot = {
        waiting: entries.length - refused.length,
        refused,
        tried: entries.filter((entry) => !entry.refused && entry.attempts > 0).length,
        latest: latestState(entries),
        keepsForLater: storage !== undefined && memory === undefined,
      });
    },

    /** Calls `listener` after every change, in this tab or another; returns what stops it. */
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },

    /** Forgets a message the outbox gave up on, once the visitor has read how to send it another way. */
    dismiss(id: string) {
      dismissed.add(id);
      return update(id, (entry) => (entry.refused ? undefined : entry));
    },

    /** Stops the timer (tests). */
    stop: () => clearTimeout(timer),
  };
}

export type Outbox = ReturnType<typeof createOutbox>;

const sameParams = (stored: Record<string, string>, params: Record<string, string>) =>
  Object.entries(params).every(([key, value]) => stored[key] === value) &&
  Object.keys(stored).filter((key) => key !== 'message_id').length === Object.keys(params).length;

/** 96 random bits: getRandomValues, unlike randomUUID, also exists on plain-http previews. */
function randomId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
