import { afterEach, describe, expect, it, vi } from 'vitest';
import { failedModuleUrl, importAgainAfterFailure } from './importAgain.ts';

const chromiumError = new TypeError('Failed to fetch dynamically imported module: https://www.itah.example/assets/siteOutbox-BxqktNdc.js');

describe('failedModuleUrl', () => {
  it("reads the file from Chromium's and Firefox's messages, without a query", () => {
    expect(failedModuleUrl(chromiumError)).toBe('https://www.itah.example/assets/siteOutbox-BxqktNdc.js');
    expect(
      failedModuleUrl(new TypeError('error loading dynamically imported module: http://127.0.0.1:4173/preview/x/assets/es-B.js?attempt=2')),
    ).toBe('http://127.0.0.1:4173/preview/x/assets/es-B.js');
  });

  it("finds none in Safari's message or in what is not an error", () => {
    expect(failedModuleUrl(new TypeError('Importing a module script failed.'))).toBeUndefined();
    expect(failedModuleUrl('Failed to fetch dynamically imported module: https://a.example/x.js')).toBeUndefined();
  });
});

describe('importAgainAfterFailure', () => {
  it('imports once, however often it is asked', async () => {
    const load = vi.fn(async () => ({ ok: true }));
    const importFile = vi.fn();
    const get = importAgainAfterFailure(load, importFile);
    expect(await Promise.all([get(), get()])).toEqual([{ ok: true }, { ok: true }]);
    expect(await get()).toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(1);
    expect(importFile).not.toHaveBeenCalled();
  });

  it('after a failure, imports the failed file under a new address each time', async () => {
    const load = vi.fn().mockRejectedValue(chromiumError);
    const importFile = vi
      .fn()
      .mockRejectedValueOnce(
        new TypeError('Failed to fetch dynamically imported module: https://www.itah.example/assets/siteOutbox-BxqktNdc.js?attempt=1'),
      )
      .mockResolvedValue({ ok: true });
    const get = importAgainAfterFailure(load, importFile);
    await expect(get()).rejects.toBe(chromiumError);
    await expect(get()).rejects.toThrow('attempt=1');
    expect(await get()).toEqual({ ok: true });
    // Recovered: the module is kept, and nothing is fetched again.
    expect(await get()).toEqual({ ok: true });
    expect(load).toHaveBeenCalledTimes(1);
    expect(importFile.mock.calls).toEqual([
      ['https://www.itah.example/assets/siteOutbox-BxqktNdc.js?attempt=1'],
      ['https://www.itah.example/assets/siteOutbox-BxqktNdc.js?attempt=2'],
    ]);
  });

  it('imports as before when the browser named no file', async () => {
    const load = vi.fn().mockRejectedValueOnce(new TypeError('Importing a module script failed.')).mockResolvedValue({ ok: true });
    const importFile = vi.fn();
    const get = importAgainAfterFailure(load, importFile);
    await expect(get()).rejects.toThrow('Importing a module script failed.');
    expect(await get()).toEqual({ ok: true });
    expect(importFile).not.toHaveBeenCalled();
  });

  describe('offline', () => {
    /** A page whose app has started or not: the layout marks html.hydrated once it has. */
    const stubPage = (started: boolean) =>
      vi.stubGlobal('document', { documentElement: { classList: { contains: (name: string) => started && name === 'hydrated' } } });
    afterEach(() => vi.unstubAllGlobals());

    it('fetches nothing while the browser is offline, and imports as usual once it is back', async () => {
      const load = vi.fn(async () => ({ ok: true }));
      const get = importAgainAfterFailure(load, vi.fn());
      stubPage(true);
      vi.stubGlobal('navigator', { onLine: false });
      await expect(get()).rejects.toThrow('offline');
      expect(load).not.toHaveBeenCalled();
      vi.stubGlobal('navigator', { onLine: true });
      expect(await get()).toEqual({ ok: true });
      expect(load).toHaveBeenCalledTimes(1);
    });

    it("imports while offline until the app has started: the page's own modules are preloaded, so likely there", async () => {
      const load = vi.fn(async () => ({ ok: true }));
      stubPage(false);
      vi.stubGlobal('navigator', { onLine: false });
      expect(await importAgainAfterFailure(load, vi.fn())()).toEqual({ ok: true });
      expect(load).toHaveBeenCalledTimes(1);
    });

    it('still hands over a module it already has while offline', async () => {
      const get = importAgainAfterFailure(async () => ({ ok: true }), vi.fn());
      expect(await get()).toEqual({ ok: true });
      stubPage(true);
      vi.stubGlobal('navigator', { onLine: false });
      expect(await get()).toEqual({ ok: true });
    });
  });
});
