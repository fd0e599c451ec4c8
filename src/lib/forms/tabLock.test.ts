import { describe, expect, it, vi } from 'vitest';
import { withTabLock, type TabLocks } from './tabLock.ts';

const grantingLocks: TabLocks = { request: async (_name, task) => task() };
const refusingLocks: TabLocks = {
  request: () => Promise.reject(new DOMException('The request was denied.', 'SecurityError')),
};

describe('withTabLock', () => {
  it('runs the task under the lock and returns its result', async () => {
    const request = vi.fn(grantingLocks.request);
    expect(await withTabLock(() => 42, { request })).toBe(42);
    expect(request).toHaveBeenCalledWith('itah-outbox', expect.any(Function));
  });

  it('runs the task once, unguarded, when the browser refuses the lock', async () => {
    const task = vi.fn(() => 'stored');
    expect(await withTabLock(task, refusingLocks)).toBe('stored');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("passes on the task's own failure without running it again", async () => {
    const task = vi.fn(() => {
      throw new Error('quota exceeded');
    });
    await expect(withTabLock(task, grantingLocks)).rejects.toThrow('quota exceeded');
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs the task directly where there are no Web Locks', async () => {
    expect(await withTabLock(() => 'done', undefined)).toBe('done');
  });
});
