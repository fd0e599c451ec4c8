import { once } from './once.ts';

/**
 * Where the browser says which module file it could not fetch: Chromium ("Failed to fetch
 * dynamically imported module: <url>") and Firefox ("error loading dynamically imported module:
 * <url>"). Safari names none.
 */
export function failedModuleUrl(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  return /\bhttps?:\/\/[^\s"'?#]+\.m?js\b/.exec(error.message)?.[0];
}

const importUrl = (url: string): Promise<unknown> => import(/* @vite-ignore */ url);

/**
 * Whether the browser knows it is offline, once the app has started (the layout marks
 * html.hydrated). Before then, what the app imports is the page's own route module, which the
 * page's HTML preloads: it is there offline too (a page shown from the cache, say), and refusing
 * it would leave the page without its app.
 */
const offlineAfterStart = (): boolean =>
  // The pre-renderer's Node has no navigator, or one without onLine: it never reaches the document.
  typeof navigator !== 'undefined' && navigator.onLine === false && document.documentElement.classList.contains('hydrated');

/**
 * An import() made once (like once(): later calls share its result, and a failure is forgotten), that can still succeed after it failed.
 * Browsers that keep a failed module fetch for the life of the page (the HTML standard's rule until 2024; Chromium 150 and Safari still do)
 * refuse the same file again without asking the network, so code missed while offline would stay missing after the connection returns. So,
 * first, once the app has started, nothing is fetched while the browser knows it is offline: the call fails at once, as a fetch would, and
 * leaves no failure behind for the file or its own imports. Then, should a fetch still fail (a connection that is up but passes nothing),
 * the next call imports the file the browser names under a fresh query: a new address, so a new fetch. (Its own imports keep their
 * addresses: one that failed as well stays failed until the next full page load.) Where the browser names no file (Safari, or a stylesheet
 * that failed before the module was fetched), the next call imports as before.
 */
export function importAgainAfterFailure<T>(load: () => Promise<T>, importFile = importUrl): () => Promise<T> {
  let failedFile: string | undefined;
  let attempt = 0;
  return once(async () => {
    if (offlineAfterStart()) throw new TypeError('Not fetched: the browser is offline');
    try {
      return failedFile ? ((await importFile(`${failedFile}?attempt=${++attempt}`)) as T) : await load();
    } catch (error) {
      failedFile ??= failedModuleUrl(error);
      throw error;
    }
  });
}
