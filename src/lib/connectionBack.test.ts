// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { connectionBack } from './connectionBack.ts';

const settled = async (promise: Promise<void>) => {
  let done = false;
  void promise.then(() => (done = true));
  await vi.advanceTimersByTimeAsync(0);
  return done;
};

describe('connectionBack', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('resolves at the online event', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const back = connectionBack(10_000);
    expect(await settled(back)).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(await settled(back)).toBe(true);
  });

  it('waits only for the online event while the browser reports being offline', async () => {
    vi.useFakeTimers();
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const back = connectionBack(10_000);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await settled(back)).toBe(false);
  });

  it('resolves after the given time while the browser reports being online, and only once', async () => {
    vi.useFakeTimers();
    const removed = vi.spyOn(window, 'removeEventListener');
    const back = connectionBack(10_000);
    await vi.advanceTimersByTimeAsync(9_999);
    expect(await settled(back)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await settled(back)).toBe(true);
    expect(removed).toHaveBeenCalledWith('online', expect.any(Function));
  });
});
