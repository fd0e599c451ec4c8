/**
 * How per-page content reaches a page, so that nothing whose size grows with the number of posts
 * is bundled into JavaScript:
 * - bodies (rendered Markdown, as a JSON text) and page data (the metadata one page shows) are JSON files
 *   written by the content build and emitted with the site under content/;
 * - the pre-renderer reads them from disk into the page's HTML (the body as markup, the data in
 *   a <script type="application/json">);
 * - hydration reads them back from the DOM: nothing is fetched, nothing is sent twice;
 * - only a client-side navigation fetches them, as static files.
 */
import { use } from 'react';
import type { ContentKind } from './types.ts';

type Thenable<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

export interface ServerContentReader {
  readBody(kind: ContentKind, slug: string): string;
  /** The page data's JSON text, or null when no such data exists. */
  readData(key: string): string | null;
}

let server: ServerContentReader | undefined;
const cache = new Map<string, Thenable<unknown>>();

/** Called by the server entry only, so that no file-system code reaches the browser bundle. */
export function setServerContentReader(reader: ServerContentReader) {
  server = reader;
}

function serverReader(): ServerContentReader {
  if (!server) throw new Error('setServerContentReader() must run before pages render on the server');
  return server;
}

export const bodyKey = (kind: ContentKind, slug: string) => `${kind}/${slug}`;
const contentUrl = (file: string) => `${import.meta.env.BASE_URL}content/${file}`;

/** A promise React's `use` can read synchronously (no suspense on the server or in hydration). */
function settled<T>(value: T): Thenable<T> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

const failed = new Set<string>();
/** Fetches still on their way when their boundary went: nobody will show their failure. */
const abandoned = new Set<string>();

export const bodyCacheKey = (kind: ContentKind, slug: string) => `body:${bodyKey(kind, slug)}`;
export const dataCacheKey = (key: string) => `data:${key}`;

/** A ContentErrorBoundary for this content mounted: a failure stays cached, for React to re-read. */
export function keepFailedContent(key: string) {
  abandoned.delete(key);
}

/** Its boundary went: a failure is forgotten, now or when it comes, so that showing it again fetches anew. */
export function forgetFailedContent(key: string) {
  if (failed.delete(key)) cache.delete(key);
  else if (cache.has(key)) abandoned.add(key);
}

function cached<T>(key: string, load: () => Thenable<T>): Thenable<T> {
  const hit = cache.get(key) as Thenable<T> | undefined;
  if (hit) return hit;
  const loaded = load();
  // A failed fetch must not stick: the next attempt (e.g. after reconnecting) tries again. Not at
  // once, though: React re-reads the rejected promise to show the error boundary, and a fresh
  // fetch in its place suspended again, looping for ever on an error status.
  loaded.catch(() => {
    if (abandoned.delete(key)) cache.delete(key);
    else failed.add(key);
  });
  cache.set(key, loaded);
  return loaded;
}

/** What the page says when its content did not arrive: with the host's status, if it answered. */
const notLoaded = (status?: number) =>
  new Error(`This page could not be loaded${status ? ` (${status})` : ''}. Check your connection and try again.`);

async function fetchText(url: string, allowMissing: boolean): Promise<string | null> {
  // Offline, fetch rejects with the browser's bare "Failed to fetch", which the page then showed.
  const response = await fetch(url).catch(() => {
    throw notLoaded();
  });
  if (response.status === 404 && allowMissing) return null;
  if (!response.ok) throw notLoaded(response.status);
  return response.text();
}

function loadBody(kind: ContentKind, slug: string): Thenable<string> {
  const key = bodyKey(kind, slug);
  // Not cached on the server: a promise made in a render holds that render (async context) for good.
  if (import.meta.env.SSR) return settled(serverReader().readBody(kind, slug));
  return cached(bodyCacheKey(kind, slug), () => {
    const rendered = document.querySelector(`[data-body="${CSS.escape(key)}"]`);
    return rendered ? settled(rendered.innerHTML) : fetchText(contentUrl(`${key}.json`), false).then((text) => JSON.parse(text!) as string);
  });
}

function loadData<T>(key: string): Thenable<T | null> {
  const parse = (text: string | null) => (text === null ? null : (JSON.parse(text) as T));
  if (import.meta.env.SSR) return settled(parse(serverReader().readData(key)));
  return cached(dataCacheKey(key), () => {
    const rendered = document.querySelector(`script[data-page-data="${CSS.escape(key)}"]`);
    return rendered ? settled(parse(rendered.textContent)) : fetchText(contentUrl(`data/${key}.json`), true).then(parse);
  });
}

/**
 * Always through `use`, which returns a settled resource at once and suspends only on one still on
 * its way. Reading `status` here to skip `use` instead broke React's replay of a suspended render:
 * React marks the fetched promise fulfilled, the replay skipped the `use` the first attempt had
 * made, and React failed with error 467 when the fetch answered mid-render.
 */
const useResource = <T>(resource: Thenable<T>): T => use(resource as Promise<T>);

/** True when the body is at hand without waiting: always on the server (no file read for asking), and in pre-rendered pages. */
export const isBodyReady = (kind: ContentKind, slug: string) => import.meta.env.SSR || loadBody(kind, slug).status === 'fulfilled';
export const isDataReady = (key: string) => import.meta.env.SSR || loadData(key).status === 'fulfilled';

/** The body's HTML; suspends only on client-side navigation, until it is fetched. */
export const useBody = (kind: ContentKind, slug: string): string => useResource(loadBody(kind, slug));

/** A page's data, or null when it does not exist (an unknown slug); suspends like useBody. */
export const usePageData = <T>(key: string): T | null => useResource(loadData<T>(key));

/** Page data read on the server outside rendering, e.g. by getStaticPaths. */
export function readServerData<T>(key: string): T {
  const text = serverReader().readData(key);
  if (text === null) throw new Error(`No page data "${key}": run npm run content`);
  return JSON.parse(text) as T;
}
