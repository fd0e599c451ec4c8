import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  backoffDelay,
  createOutbox,
  LEASE_MS,
  SEND_TIME_LIMIT_MS,
  type OutboxEntry,
  type OutboxOptions,
  type Transport,
} from './outbox.ts';
import { storeMessage } from './outboxEntry.ts';
import { hasStoredMessages, OUTBOX_KEY, type KeyValueStorage } from './storedOutbox.ts';

class MemoryStorage implements KeyValueStorage {
  values = new Map<string, string>();
  getItem(key: string) {
    return this.values.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.values.set(key, value);
  }
}

/** What Web Locks give the site: tasks of every tab run one at a time. */
function sharedLock() {
  let chain: Promise<unknown> = Promise.resolve();
  return <T>(task: () => T): Promise<T> => {
    const run = chain.then(task);
    chain = run.catch(() => undefined);
    return run;
  };
}

const stored = (storage: MemoryStorage): OutboxEntry[] => JSON.parse(storage.getItem(OUTBOX_KEY) ?? '[]') as OutboxEntry[];
const params = { from_name: 'Ana Ruiz', from_email: 'ana@example.com', message: 'Hello' };

/** A transport the test answers by hand, recording every call. */
function manualTransport() {
  const calls: { entry: OutboxEntry; firstAttempt: boolean; accept: () => void; reject: (error: unknown) => void }[] = [];
  const transport: Transport = (entry, { firstAttempt }) =>
    new Promise((accept, reject) => calls.push({ entry, firstAttempt, accept: () => accept(undefined), reject }));
  return { transport, calls };
}

/** Lets pending promises run without moving the fake clock. */
const settle = () => vi.advanceTimersByTimeAsync(0);

let storage: MemoryStorage;
let logged: string[];
const outboxWith = (transport: Transport, options: Partial<OutboxOptions> = {}) =>
  createOutbox({ storage, transport, log: (message) => logged.push(message), ...options });

beforeEach(() => {
  vi.useFakeTimers({ now: new Date('2025-03-01T10:00:00Z') });
  storage = new MemoryStorage();
  logged = [];
});

afterEach(() => {
  vi.useRealTimers();
});

describe('storing and removing', () => {
  it('leaves out stored items it cannot send, so they neither block a new message nor wait forever, and keeps them for the code that can', async () => {
    const valid = { id: 'kept', form: 'quote', params, createdAt: 1, attempts: 1, nextAttemptAt: 1 };
    const invalid = [
      { ...valid, id: 'no-params', params: null },
      { ...valid, id: 'list-params', params: [] },
      { ...valid, id: 'number-param', params: { message: 5 } },
      { ...valid, id: 'unknown-form', form: 'newsletter' },
      { ...valid, id: 'no-attempts', attempts: undefined },
      { ...valid, id: 'inherited-form', form: 'toString' },
      'junk',
      null,
    ];
    storage.setItem(OUTBOX_KEY, JSON.stringify([...invalid, valid]));
    const sent: string[] = [];
    const outbox = outboxWith(async (entry) => {
      sent.push(`${entry.form}: ${entry.params.message}`);
    });
    expect(outbox.entries().map((entry) => entry.id)).toEqual(['kept']);

    expect(await outbox.deliver('contact', { ...params, message: 'New' })).toBe(true);
    await outbox.flush();
    expect(sent).toEqual(['contact: New', 'quote: Hello']);
    // A newer build in another tab may have stored them: objects stay, as written; anything else goes.
    expect(stored(storage)).toEqual(invalid.filter((item) => typeof item === 'object' && item !== null));
    outbox.stop();
  });

  it('stores the message before sending it and removes it once the provider accepted it', async () => {
    const { transport, calls } = manualTransport();
    const outbox = outboxWith(transport);
    const sent = outbox.deliver('contact', params);
    await settle();
    expect(calls).toHaveLength(1);

    expect(stored(storage)).toHaveLength(1);
    expect(stored(storage)[0]).toMatchObject({ form: 'contact', params, attempts: 0 });
    expect(stored(storage)[0]!.lease?.until).toBe(Date.now() + LEASE_MS);
    expect(hasStoredMessages(storage)).toBe(true);

    calls[0]!.accept();
    expect(await sent).toBe(true);
    expect(stored(storage)).toEqual([]);
    expect(hasStoredMessages(storage)).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('tells subscribers about every change', async () => {
    const outbox = outboxWith(() => Promise.resolve());
    const counts: number[] = [];
    outbox.subscribe(() => counts.push(outbox.entries().length));
    await outbox.deliver('quote', params);
    expect(counts[0]).toBe(1);
    expect(counts.at(-1)).toBe(0);
  });

  it.each([
    ['a response status object', { status: 500, text: 'Internal Server Error' }, '500 Internal Server Error'],
    ['a throttled response', { status: 429, text: 'Too Many Requests' }, '429 Too Many Requests'],
    ['the network error status', { status: 0, text: 'Network Error' }, '0 Network Error'],
    ['a plain string', 'The public key is required.', 'The public key is required.'],
    ['a thrown TypeError', new TypeError('Failed to fetch'), 'TypeError: Failed to fetch'],
  ])('keeps the message when the send fails with %s', async (_shape, error, description) => {
    const outbox = outboxWith(() => Promise.reject(error));
    expect(await outbox.deliver('contact', params)).toBe(false);
    const [entry] = stored(storage);
    expect(entry).toMatchObject({ params, attempts: 1, lastError: description, nextAttemptAt: Date.now() + 10_000 });
    expect(entry!.lease).toBeUndefined();
    expect(logged).toEqual([`Message not sent yet (${description}); kept in this browser, next try in 10 s.`]);
    outbox.stop();
  });

  it('keeps messages across a reload: a new outbox over the same storage sends them', async () => {
    const first = outboxWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await first.deliver('comment', params);
    first.stop();

    const sent: OutboxEntry[] = [];
    const afterReload = outboxWith(async (entry) => void sent.push(entry));
    expect(afterReload.entries()).toHaveLength(1);
    await afterReload.flush();
    expect(sent.map((entry) => entry.params)).toEqual([params]);
    expect(stored(storage)).toEqual([]);
  });

  it('reads unreadable storage as empty instead of failing', async () => {
    storage.setItem(OUTBOX_KEY, '{not json');
    const calls: OutboxEntry[] = [];
    const outbox = outboxWith(async (entry) => void calls.push(entry));
    expect(outbox.entries()).toEqual([]);
    await outbox.flush();
    expect(calls).toEqual([]);
    expect(await outbox.deliver('contact', params)).toBe(true);
  });

  it('keeps retrying from memory while the page is open when storage refuses to write', async () => {
    const refusing: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('Quota exceeded', 'QuotaExceededError');
      },
    };
    let fail = true;
    const transport = vi.fn(() => (fail ? Promise.reject({ status: 503, text: 'Unavailable' }) : Promise.resolve()));
    const outbox = createOutbox({ storage: refusing, transport, log: () => undefined });
    expect(outbox.keepsForLater()).toBe(true);
    expect(await outbox.deliver('contact', params)).toBe(false);
    expect(outbox.entries()).toHaveLength(1);
    // The page says so: the message lives only as long as it does.
    expect(outbox.keepsForLater()).toBe(false);
    fail = false;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(transport).toHaveBeenCalledTimes(2);
    expect(outbox.entries()).toEqual([]);
  });
});

describe('what became of the latest message', () => {
  it('follows the message last delivered from sending to sent, ignoring older ones', async () => {
    const { transport, calls } = manualTransport();
    const outbox = outboxWith(transport);
    expect(outbox.latestDelivery()).toBeUndefined();
    void outbox.deliver('contact', { ...params, message: 'Older' });
    await settle();
    calls[0]!.reject({ status: 400, text: 'Bad Request' });
    await settle();
    expect(outbox.latestDelivery()).toBe('waiting');

    const states: (string | undefined)[] = [];
    outbox.subscribe(() => states.push(outbox.latestDelivery()));
    void outbox.deliver('contact', { ...params, message: 'Newer' });
    await settle();
    expect(outbox.latestDelivery()).toBe('sending');
    calls[1]!.accept();
    await settle();
    expect(outbox.latestDelivery()).toBe('sent');
    expect(states).toContain('sending');
    // The older message still waits for its retry; it does not make the newer one look unsent.
    expect(outbox.entries().map((entry) => entry.params.message)).toEqual(['Older']);
    outbox.stop();
  });

  it('says waiting when the latest message failed, and sent once a retry delivers it', async () => {
    let fail = true;
    const outbox = outboxWith(() => (fail ? Promise.reject(new TypeError('Failed to fetch')) : Promise.resolve()));
    expect(await outbox.deliver('quote', params)).toBe(false);
    expect(outbox.latestDelivery()).toBe('waiting');
    fail = false;
    await outbox.flush();
    expect(outbox.latestDelivery()).toBe('sent');
    outbox.stop();
  });

  it('says sent when another tab has already delivered it', async () => {
    const outbox = outboxWith(() => Promise.reject(new TypeError('Failed to fetch')));
    await outbox.deliver('quote', params);
    expect(outbox.latestDelivery()).toBe('waiting');
    storage.setItem(OUTBOX_KEY, '[]');
    expect(outbox.latestDelivery()).toBe('sent');
    outbox.stop();
  });

  it('says sending while another tab holds the message, and waiting once that tab has failed', async () => {
    const outbox = outboxWith(() => Promise.reject(new TypeError('Failed to fetch')), { owner: 'this-tab' });
    await outbox.deliver('quote', params);
    const [entry] = stored(storage);
    storage.setItem(OUTBOX_KEY, JSON.stringify([{ ...entry, lease: { owner: 'other-tab', until: Date.now() + LEASE_MS } }]));
    expect(outbox.latestDelivery()).toBe('sending');
    storage.setItem(OUTBOX_KEY, JSON.stringify([{ ...entry, attempts: 2, lease: undefined }]));
    expect(outbox.latestDelivery()).toBe('waiting');
    outbox.stop();
  });

  it('counts a send that never answers as failed after the time limit, and tries it again', async () => {
    let hang = true;
    const transport = vi.fn(() => (hang ? new Promise<never>(() => undefined) : Promise.resolve()));
    const outbox = outboxWith(transport);
    const delivered = outbox.deliver('contact', params);
    await settle();
    expect(outbox.latestDelivery()).toBe('sending');
    await vi.advanceTimersByTimeAsync(SEND_TIME_LIMIT_MS);
    expect(await delivered).toBe(false);
    expect(outbox.latestDelivery()).toBe('waiting');
    expect(stored(storage)[0]).toMatchObject({ attempts: 1, lastError: `Error: no answer within ${SEND_TIME_LIMIT_MS / 1000} s` });
    hang = false;
    await vi.advanceTimersByTimeAsync(backoffDelay(1));
    expect(transport).toHaveBeenCalledTimes(2);
    expect(outbox.latestDelivery()).toBe('sent');
    outbox.stop();
  });
});

describe('retrying', () => {
  it('retries with a doubling backoff until the provider accepts, then stops', async () => {
    const answers = [{ status: 500, text: 'Error' }, { status: 502, text: 'Bad Gateway' }, 'accept'];
    const transport = vi.fn(() => {
      const answer = answers.shift();
      return answer === 'accept' ? Promise.resolve() : Promise.reject(answer);
    });
    const outbox = outboxWith(transport);
    await outbox.deliver('contact', params);
    expect(transport).toHaveBeenCalledTimes(1);

    await vi.advanceTimersByTimeAsync(9_999);
    expect(transport).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport).toHaveBeenCalledTimes(2);
    expect(stored(storage)[0]).toMatchObject({ attempts: 2, nextAttemptAt: Date.now() + 20_000 });

    await vi.advanceTimersByTimeAsync(19_999);
    expect(transport).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(transport).toHaveBeenCalledTimes(3);
    expect(stored(storage)).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);

    await vi.advanceTimersByTimeAsync(600_000);
    expect(transport).toHaveBeenCalledTimes(3);
  });

  it.each([
    [1, 10_000],
    [2, 20_000],
    [3, 40_000],
    [5, 160_000],
    [6, 300_000],
    [40, 300_000],
  ])('waits %i failed attempts × backoff = %i ms', (attempts, delay) => {
    expect(backoffDelay(attempts)).toBe(delay);
  });

  it('tries every waiting message at once when asked (page load, connection back), backoff or not', async () => {
    let online = false;
    const transport = vi.fn(() => (online ? Promise.resolve() : Promise.reject(new TypeError('Failed to fetch'))));
    const outbox = outboxWith(transport);
    await outbox.deliver('contact', params);
    await outbox.deliver('quote', { ...params, from_industry: 'Retail' });
    expect(outbox.entries()).toHaveLength(2);

    online = true;
    await outbox.flush();
    expect(transport).toHaveBeenCalledTimes(4);
    expect(outbox.entries()).toEqual([]);
  });

  it('counts only the first send of a message against the rate limit', async () => {
    const contexts: boolean[] = [];
    let accept = false;
    const outbox = outboxWith((_entry, { firstAttempt }) => {
      contexts.push(firstAttempt);
      return accept ? Promise.resolve() : Promise.reject({ status: 429, text: 'Too Many Requests' });
    });
    await outbox.deliver('comment', params);
    accept = true;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(contexts).toEqual([true, false]);
  });
});

describe('pace', () => {
  it('sends messages that waited together one per form every spacing interval, not in one burst', async () => {
    const waiting = (id: string, form: string) => ({
      id,
      form,
      params: { ...params, message: id },
      createdAt: 1,
      attempts: 1,
      nextAttemptAt: 1,
    });
    storage.setItem(
      OUTBOX_KEY,
      JSON.stringify([waiting('a', 'contact'), waiting('b', 'contact'), waiting('c', 'contact'), waiting('q', 'quote')]),
    );
    const sent: [string, number][] = [];
    const start = Date.now();
    const outbox = outboxWith(async (entry) => void sent.push([entry.params.message!, Date.now() - start]), { spacingMs: 10_000 });
    await outbox.flush();
    expect(sent).toEqual([
      ['a', 0],
      ['q', 0],
    ]);
    await vi.advanceTimersByTimeAsync(10_000);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(sent).toEqual([
      ['a', 0],
      ['q', 0],
      ['b', 10_000],
      ['c', 20_000],
    ]);
    expect(stored(storage)).toEqual([]);
    outbox.stop();
  });
});

describe('never twice', () => {
  it('stores and sends the same message once when it is submitted again while sending', async () => {
    const { transport, calls } = manualTransport();
    const outbox = outboxWith(transport);
    const first = outbox.deliver('contact', params);
    const second = outbox.deliver('contact', { ...params });
    await settle();
    expect(calls).toHaveLength(1);
    expect(await second).toBe(false);
    expect(stored(storage)).toHaveLength(1);
    calls[0]!.accept();
    expect(await first).toBe(true);
    await outbox.flush();
    expect(calls).toHaveLength(1);
  });

  it('keeps different messages apart', async () => {
    const outbox = outboxWith(() => Promise.reject('down'));
    await outbox.deliver('contact', params);
    await outbox.deliver('contact', { ...params, message: 'Hello again' });
    await outbox.deliver('quote', params);
    expect(stored(storage)).toHaveLength(3);
    expect(new Set(stored(storage).map((entry) => entry.id)).size).toBe(3);
    outbox.stop();
  });

  it('lets only one of two tabs send a waiting message when both retry at once', async () => {
    const failing = outboxWith(() => Promise.reject({ status: 500, text: 'Error' }));
    await failing.deliver('contact', params);
    failing.stop();

    const lock = sharedLock();
    const sends: string[] = [];
    const tab = (name: string) =>
      outboxWith(
        async () => {
          sends.push(name);
          await new Promise((resolve) => setTimeout(resolve, 50));
        },
        { withLock: lock, owner: name },
      );
    const [tabA, tabB] = [tab('A'), tab('B')];
    const both = Promise.all([tabA.flush(), tabB.flush()]);
    await vi.advanceTimersByTimeAsync(100);
    await both;
    expect(sends).toHaveLength(1);
    expect(stored(storage)).toEqual([]);
    tabA.stop();
    tabB.stop();
  });

  it('leaves a message another tab is sending alone until that lease runs out', async () => {
    const entry: OutboxEntry = {
      id: 'waiting-1',
      form: 'contact',
      params,
      createdAt: Date.now(),
      attempts: 1,
      nextAttemptAt: Date.now(),
      lease: { owner: 'other-tab', until: Date.now() + LEASE_MS },
    };
    storage.setItem(OUTBOX_KEY, JSON.stringify([entry]));
    const transport = vi.fn(() => Promise.resolve());
    const outbox = outboxWith(transport, { owner: 'this-tab' });

    await outbox.flush();
    expect(transport).not.toHaveBeenCalled();

    // The other tab closed mid-send: once its lease expires this tab's timer picks the message up.
    await vi.advanceTimersByTimeAsync(LEASE_MS);
    expect(transport).toHaveBeenCalledTimes(1);
    expect(stored(storage)).toEqual([]);
  });
});

describe('a message the form stored itself (storeMessage), sent by id (sendStored)', () => {
  it('is sent once, as the latest, though a retry of the stored outbox runs at the same time', async () => {
    const id = storeMessage('contact', params, storage, Date.now());
    expect(id).toBeDefined();
    expect(hasStoredMessages(storage)).toBe(true);
    const { transport, calls } = manualTransport();
    const outbox = outboxWith(transport);

    const retried = outbox.flush();
    const handedOver = outbox.sendStored(id!);
    expect(outbox.latestDelivery()).toBe('sending');
    await settle();
    expect(calls.map((call) => call.entry.id)).toEqual([id]);
    calls[0]!.accept();
    await Promise.all([retried, handedOver]);
    expect(calls).toHaveLength(1);
    expect(stored(storage)).toEqual([]);
    expect(outbox.latestDelivery()).toBe('sent');
  });

  it("is sent when storage refuses the outbox's own writes but took the form's", async () => {
    // Nearly full: the outbox's larger writes (a lease, an error) fail, the form's plain entry fits.
    const nearlyFull = new MemoryStorage();
    const setItem = nearlyFull.setItem.bind(nearlyFull);
    nearlyFull.setItem = (key, value) => {
      if (/"lease"|"lastError"/.test(value)) throw new DOMException('full', 'QuotaExceededError');
      setItem(key, value);
    };
    storage = nearlyFull;
    const { transport, calls } = manualTransport();
    const outbox = outboxWith(transport);
    void outbox.sendStored(storeMessage('contact', { ...params, message: 'First' }, storage)!);
    await settle();
    calls[0]!.reject(new TypeError('Failed to fetch'));
    await settle();
    expect(outbox.keepsForLater()).toBe(false);

    const second = storeMessage('contact', { ...params, message: 'Second' }, storage)!;
    const sent = outbox.sendStored(second);
    await settle();
    expect(calls.map((call) => call.entry.params.message)).toEqual(['First', 'Second']);
    expect(outbox.latestDelivery()).toBe('sending');
    calls[1]!.accept();
    expect(await sent).toBe(true);
    expect(outbox.latestDelivery()).toBe('sent');
    expect(outbox.entries().map((entry) => entry.params.message)).toEqual(['First']);
  });

  it('sends nothing when another tab has sent it already, and reads as sent', async () => {
    const id = storeMessage('contact', params, storage, Date.now())!;
    storage.setItem(OUTBOX_KEY, '[]');
    const transport = vi.fn(() => Promise.resolve());
    const outbox = outboxWith(transport);
    expect(await outbox.sendStored(id)).toBe(false);
    expect(transport).not.toHaveBeenCalled();
    expect(outbox.latestDelivery()).toBe('sent');
  });

  it('stores the same message once, keeps whatever else is stored, and gives way only to a value that is not a list', () => {
    const foreign = { id: 'newer-build', form: 'newsletter', params };
    storage.setItem(OUTBOX_KEY, JSON.stringify([foreign]));
    const id = storeMessage('quote', params, storage, 5);
    expect(storeMessage('quote', params, storage, 6)).toBe(id);
    expect(stored(storage)).toEqual([foreign, { id, form: 'quote', params, attempts: 0, createdAt: 5, nextAttemptAt: 5 }]);

    storage.setItem(OUTBOX_KEY, '{not json');
    storeMessage('comment', params, storage, 7);
    expect(stored(storage)).toEqual([expect.objectContaining({ form: 'comment' })]);
  });

  it('returns no id when the browser refuses storage, so the page keeps the message itself', () => {
    const full: KeyValueStorage = {
      getItem: () => null,
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
    };
    expect(storeMessage('contact', params, full)).toBeUndefined();
    expect(storeMessage('contact', params, undefined)).toBeUndefined();
  });
});
