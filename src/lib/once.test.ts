import { describe, expect, it, vi } from 'vitest';
import { once } from './once.ts';

describe('once', () => {
  it('loads a library a single time however often it is asked for', async () => {
    const load = vi.fn(async () => 'library');
    const get = once(load);
    expect(await Promise.all([get(), get(), get()])).toEqual(['library', 'library', 'library']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('forgets a failed load (connection lost), so the next use tries again', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module')).mockResolvedValue('library');
    const get = once(load);
    await expect(get()).rejects.toThrow('Failed to fetch');
    expect(await get()).toBe('library');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
