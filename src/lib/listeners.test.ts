import { describe, expect, it, vi } from 'vitest';
import { createListeners } from './listeners.ts';

describe('createListeners', () => {
  it('calls each subscribed listener on notify, until its subscription is removed', () => {
    const changes = createListeners();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = changes.subscribe(first);
    changes.subscribe(second);
    changes.notify();
    stopFirst();
    changes.notify();
    expect(first).toHaveBeenCalledTimes(1);
    expect(second).toHaveBeenCalledTimes(2);
  });

  it('keeps separate stores apart', () => {
    const one = createListeners();
    const other = createListeners();
    const listener = vi.fn();
    one.subscribe(listener);
    other.notify();
    expect(listener).not.toHaveBeenCalled();
  });
});
