/** The part of Web Locks the outbox uses. */
export interface TabLocks {
  request(name: string, task: () => unknown): Promise<unknown>;
}

const browserLocks = (): TabLocks | undefined => (typeof navigator === 'undefined' ? undefined : navigator.locks);

/**
 * Runs `task` under a lock every tab of the site shares (Web Locks). Where the browser has none,
 * or refuses it (Chromium does when site data is blocked, and then there is no shared storage to
 * guard), the task runs unguarded; a failure of the task itself is passed on, not run twice.
 */
export async function withTabLock<T>(task: () => T, locks: TabLocks | undefined = browserLocks()): Promise<T> {
  if (!locks) return task();
  let started = false;
  try {
    return (await locks.request('itah-outbox', () => {
      started = true;
      return task();
    })) as T;
  } catch (error) {
    if (started) throw error;
    return task();
  }
}
