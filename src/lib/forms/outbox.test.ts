// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  createOutbox,
  LEASE_MS,
  OUTBOX_KEY,
  SPACING_MS,
  type KeyValueStorage,
  type OutboxDependencies,
  type OutboxEntry,
  type Transport,
} from './outbox.ts';

class MemoryStorage implements KeyValueStorage {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

/** What Web Locks give the site: the tasks of every tab run one at a time. */
function sharedLock() {
  let chain: Promise<unknown> = Promise.resolve();
  return <T>(task: () => T): Promise<T> => {
    const run = chain.then(task);
    chain = run.catch(() => undefined);
    return run;
  };
}

/** A provider the test answers by hand, recording every request. */
function manualProvider() {
  const requests: { entry: OutboxEntry; firstAttempt: boolean; accept: () => void; reject: (error: unknown) => void }[] = [];
  const transport: Transport = (entry, { firstAttempt }) =>
    new Promise((accept, reject) => requests.push({ entry, firstAttempt, accept: () => accept(undefined), reject }));
  return { transport, requests };
}

const params = { from_name: 'Ana Ruiz', from_email: 'ana@example.com', message: 'Hello' };
const stored = (storage: MemoryStorage): OutboxEntry[] => JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]') as OutboxEntry[];
/** Lets pending promises run without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let storage: MemoryStorage;
let lock: ReturnType<typeof sharedLock>;
let ids: number;
const outboxes: { stop(): void }[] = [];

/** An outbox over the shared storage and lock: each call is another tab, or the same tab after a reload. */
function tab(transport: Transport, options: Partial<OutboxDependencies> = {}) {
  const outbox = createOutbox({
    storage,
    transport,
    check: async (_form, stored) => stored,
    withLock: lock,
    newId: () => `id-${(ids += 1)}`,
    log: () => undefined,
    ...options,
  });
  outboxes.push(outbox);
  return outbox;
}

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2026-03-01T10:00:00Z') });
  storage = new MemoryStorage();
  lock = sharedLock();
  ids = 0;
});

afterEach(() => {
  outboxes.splice(0).forEach((outbox) => outbox.stop());
  vi.useRealTimers();
});

describe('stored before it is sent, removed once accepted', () => {
  it('writes the message, with its id as message_id, before the request, and removes it when the provider accepts', async () => {
    const { transport, requests } = manualProvider();
    const outbox = tab(transport);
    void outbox.submit('contact', params);
    await settle();
    expect(requests).toHaveLength(1);
    const [entry] = stored(storage);
    expect(entry).toMatchObject({ form: 'contact', attempts: 0, params });
    expect(requests[0]!.entry.params).toEqual({ ...params, message_id: entry!.id });
    expect(requests[0]!.firstAttempt).toBe(true);
    expect(outbox.view()).toMatchObject({ latest: 'sending', tried: 0 });

    requests[0]!.accept();
    await settle();
    expect(stored(storage)).toEqual([]);
    expect(outbox.view()).toMatchObject({ latest: 'sent', waiting: 0 });
  });

  it('stores and sends the same message submitted twice once', async () => {
    const transport = vi.fn(() => Promise.reject({ status: 503, text: 'Unavailable' }));
    const outbox = tab(transport);
    await outbox.submit('quote', params);
    await outbox.submit('quote', params);
    expect(stored(storage)).toHaveLength(1);
  });

  it('keeps messages in memory, and says so, where storage refuses to write', async () => {
    const refusing: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    let fail = true;
    const transport = vi.fn(() => (fail ? Promise.reject({ status: 503 }) : Promise.resolve()));
    const outbox = tab(transport, { storage: refusing });
    await outbox.submit('contact', params);
    expect(outbox.view()).toMatchObject({ waiting: 1, tried: 1, keepsForLater: false, latest: 'waiting' });
    fail = false;
    await vi.advanceTimersByTimeAsync(backoffDelay(1));
    expect(transport).toHaveBeenCalledTimes(2);
    expect(outbox.view()).toMatchObject({ waiting: 0, tried: 0, latest: 'sent' });
  });
});

describe('what the page says meanwhile', () => {
  it('reads a message just submitted as on its way from the moment it is stored, never as waiting', async () => {
    const { transport, requests } = manualProvider();
    const outbox = tab(transport);
    const seen: string[] = [];
    outbox.subscribe(() => seen.push(`${outbox.view().latest}`));
    void outbox.submit('contact', params);
    await settle();
    requests[0]!.accept();
    await settle();
    expect(new Set(seen)).toEqual(new Set(['sending', 'sent']));
    expect(outbox.view()).toMatchObject({ latest: 'sent', waiting: 0 });
  });

  it('reads a refused message the visitor put away as refused, not as sent', async () => {
    const outbox = tab(() => Promise.reject({ status: 400, text: 'Bad Request' }));
    await outbox.submit('contact', params);
    expect(outbox.view().latest).toBe('refused');
    await outbox.dismiss(outbox.view().refused[0]!.id);
    expect(outbox.view()).toMatchObject({ latest: 'refused', refused: [] });
  });

  it('sends the stored message as its form’s check returns it, with nothing else it may have gained', async () => {
    storage.setItem(
      OUTBOX_KEY,
      JSON.stringify([
        { id: 'x', form: 'contact', params: { ...params, to_email: 'x@evil.example' }, createdAt: 1, attempts: 1, nextAttemptAt: 0 },
      ]),
    );
    const sent: Record<string, string>[] = [];
    tab(async (entry) => void sent.push(entry.params), { check: async () => params }).start();
    await settle();
    expect(sent).toEqual([{ ...params, message_id: 'x' }]);
  });
});

describe('sent again only after a send failed', () => {
  it.each([
    ['a network error', { status: 0, text: 'Network Error' }],
    ['a server error', { status: 500, text: 'Internal Server Error' }],
    ['a throttled request', { status: 429, text: 'Too Many Requests' }],
    ['a fetch that threw', new TypeError('Failed to fetch')],
  ])('retries after %s, with backoff, until the provider accepts', async (_case, error) => {
    let answers = 0;
    const transport = vi.fn(() => (++answers < 3 ? Promise.reject(error) : Promise.resolve()));
    const outbox = tab(transport);
    await outbox.submit('contact', params);
    expect(stored(storage)[0]).toMatchObject({ attempts: 1, nextAttemptAt: Date.now() + backoffDelay(1), lastError: expect.any(String) });
    expect(stored(storage)[0]!.lease).toBeUndefined();
    await vi.advanceTimersByTimeAsync(backoffDelay(1) - 1);
    expect(transport).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1 + backoffDelay(2));
    expect(transport).toHaveBeenCalledTimes(3);
    expect(stored(storage)).toEqual([]);
  });

  it('never races a slow request with a timer: an answer after 45 s is one delivery', async () => {
    const { transport, requests } = manualProvider();
    const outbox = tab(transport);
    void outbox.submit('contact', params);
    await vi.advanceTimersByTimeAsync(45_000);
    expect(requests).toHaveLength(1);
    expect(outbox.view().latest).toBe('sending');
    requests[0]!.accept();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(requests).toHaveLength(1);
    expect(stored(storage)).toEqual([]);
  });

  it('keeps the lease while the request is open, so another tab loading pages meanwhile does not send it', async () => {
    const first = manualProvider();
    void tab(first.transport).submit('comment', params);
    await settle();
    const second = manualProvider();
    for (let minute = 0; minute < 10; minute += 1) {
      // The visitor opens a page in a second tab every minute: each start tries what waits.
      tab(second.transport).start();
      await vi.advanceTimersByTimeAsync(60_000);
    }
    expect(second.requests).toEqual([]);
    first.requests[0]!.accept();
    await vi.advanceTimersByTimeAsync(LEASE_MS * 2);
    expect(second.requests).toEqual([]);
    expect(stored(storage)).toEqual([]);
  });

  it('sends once when two tabs start at the same moment', async () => {
    storage.setItem(OUTBOX_KEY, JSON.stringify([{ id: 'old', form: 'quote', params, createdAt: 1, attempts: 1, nextAttemptAt: 1 }]));
    const transport = vi.fn(() => Promise.resolve());
    tab(transport).start();
    tab(transport).start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('leaves alone a message another tab took over after this one slept past its lease', async () => {
    const first = manualProvider();
    void tab(first.transport).submit('contact', params);
    await settle();
    // The machine sleeps: the first tab's renewal does not run, its lease runs out, a second tab takes over.
    vi.setSystemTime(Date.now() + LEASE_MS + 1_000);
    const second = manualProvider();
    tab(second.transport).start();
    await settle();
    expect(second.requests).toHaveLength(1);
    // The first tab wakes, and its request fails: the second tab's lease and request stand.
    first.requests[0]!.reject({ status: 0 });
    await vi.advanceTimersByTimeAsync(LEASE_MS / 2);
    expect(stored(storage)[0]!.lease?.owner).toBe(second.requests[0]!.entry.lease?.owner);
    const third = vi.fn(() => Promise.resolve());
    tab(third).start();
    await settle();
    expect(third).not.toHaveBeenCalled();
  });

  it('tries a message another tab left waiting, seen through the storage event', async () => {
    const transport = vi.fn(() => Promise.resolve());
    const outbox = tab(transport);
    outbox.start();
    storage.setItem(
      OUTBOX_KEY,
      JSON.stringify([{ id: 'left', form: 'quote', params, createdAt: 1, attempts: 1, nextAttemptAt: Date.now() + 10_000 }]),
    );
    window.dispatchEvent(new StorageEvent('storage', { key: OUTBOX_KEY }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('takes over a message whose tab was closed mid-send once its lease has run out', async () => {
    void tab(manualProvider().transport).submit('contact', params);
    await settle();
    outboxes[0]!.stop();
    // The first tab is gone: its renewal timer no longer runs.
    vi.clearAllTimers();
    const transport = vi.fn(() => Promise.resolve());
    tab(transport).start();
    await vi.advanceTimersByTimeAsync(LEASE_MS - 1_000);
    expect(transport).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(2_000);
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('retries at once on a page load and when the connection returns, whatever the backoff', async () => {
    let fail = true;
    const transport = vi.fn(() => (fail ? Promise.reject({ status: 0 }) : Promise.resolve()));
    const outbox = tab(transport);
    outbox.start();
    await outbox.submit('contact', params);
    await vi.advanceTimersByTimeAsync(backoffDelay(1));
    expect(transport).toHaveBeenCalledTimes(2);
    fail = false;
    window.dispatchEvent(new Event('online'));
    await settle();
    expect(transport).toHaveBeenCalledTimes(3);
    expect(stored(storage)).toEqual([]);
  });

  it('sends messages of one form that waited together at least 10 s apart', async () => {
    const sentAt: number[] = [];
    const entries = [1, 2, 3].map((n) => ({ id: `m${n}`, form: 'contact', params, createdAt: n, attempts: 1, nextAttemptAt: 0 }));
    storage.setItem(OUTBOX_KEY, JSON.stringify(entries));
    tab(async () => void sentAt.push(Date.now())).start();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sentAt).toHaveLength(3);
    expect(sentAt[1]! - sentAt[0]!).toBeGreaterThanOrEqual(SPACING_MS);
    expect(sentAt[2]! - sentAt[1]!).toBeGreaterThanOrEqual(SPACING_MS);
  });
});

describe('what it gives up on, and what it refuses to trust', () => {
  it('never sends again a message the provider refused as malformed, and the visitor can dismiss it', async () => {
    const transport = vi.fn(() => Promise.reject({ status: 400, text: 'The template ID is invalid' }));
    const outbox = tab(transport);
    outbox.start();
    await outbox.submit('contact', params);
    window.dispatchEvent(new Event('online'));
    tab(transport).start();
    await vi.advanceTimersByTimeAsync(600_000);
    expect(transport).toHaveBeenCalledTimes(1);
    expect(outbox.view()).toMatchObject({ waiting: 0, latest: 'refused' });
    expect(outbox.view().refused[0]).toMatchObject({ params: { message: 'Hello' }, refused: '400 The template ID is invalid' });
    await outbox.dismiss(outbox.view().refused[0]!.id);
    expect(stored(storage)).toEqual([]);
  });

  it('refuses a stored message that fails its form’s check instead of sending it', async () => {
    storage.setItem(
      OUTBOX_KEY,
      JSON.stringify([{ id: 'x', form: 'contact', params: { message: '' }, createdAt: 1, attempts: 0, nextAttemptAt: 0 }]),
    );
    const transport = vi.fn(() => Promise.resolve());
    const outbox = tab(transport, { check: async (_form, stored) => (stored.message !== '' ? stored : undefined) });
    outbox.start();
    await settle();
    expect(transport).not.toHaveBeenCalled();
    expect(outbox.view().refused).toHaveLength(1);
  });

  it('leaves stored items it cannot send alone, and sends the rest', async () => {
    const valid = { id: 'kept', form: 'quote', params, createdAt: 1, attempts: 1, nextAttemptAt: 1 };
    const foreign = [
      { ...valid, id: 'no-params', params: null },
      { ...valid, id: 'unknown-form', form: 'newsletter' },
      { ...valid, id: 'inherited', form: 'toString' },
      'junk',
    ];
    storage.setItem(OUTBOX_KEY, JSON.stringify([...foreign, valid]));
    const sent: string[] = [];
    tab(async (entry) => void sent.push(entry.id)).start();
    await settle();
    expect(sent).toEqual(['kept']);
    expect(JSON.parse(storage.getItem(OUTBOX_KEY)!)).toEqual(foreign);
  });

  it('drops a lease or a next try set further ahead than the outbox ever sets one, which would hold a message for good', async () => {
    const farAway = Date.now() + 365 * 86_400_000;
    storage.setItem(
      OUTBOX_KEY,
      JSON.stringify([
        { id: 'held', form: 'quote', params, createdAt: 1, attempts: 3, nextAttemptAt: farAway, lease: { owner: 'ghost', until: farAway } },
      ]),
    );
    const transport = vi.fn(() => Promise.resolve());
    tab(transport).start();
    await settle();
    expect(transport).toHaveBeenCalledTimes(1);
  });

  it('reads storage that is not a list as empty', async () => {
    storage.setItem(OUTBOX_KEY, '{not json');
    const outbox = tab(() => Promise.resolve());
    expect(outbox.view().waiting).toBe(0);
    await outbox.submit('contact', params);
    expect(stored(storage)).toEqual([]);
  });
});

describe('what the notice reads', () => {
  it('follows the message submitted last, whatever older ones do, and tells subscribers of each change', async () => {
    const { transport, requests } = manualProvider();
    const outbox = tab(transport);
    expect(outbox.view().latest).toBeUndefined();
    void outbox.submit('contact', { ...params, message: 'Older' });
    await settle();
    requests[0]!.reject({ status: 503 });
    await settle();
    expect(outbox.view()).toMatchObject({ latest: 'waiting', waiting: 1 });

    const seen: (string | undefined)[] = [];
    outbox.subscribe(() => seen.push(outbox.view().latest));
    void outbox.submit('contact', { ...params, message: 'Newer' });
    await settle();
    requests[1]!.accept();
    await settle();
    expect(seen).toContain('sending');
    expect(outbox.view()).toMatchObject({ latest: 'sent', waiting: 1 });
  });
});
