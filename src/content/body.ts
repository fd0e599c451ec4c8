/**
 * Article bodies travel once: the pre-rendered HTML carries the body, hydration reuses that very
 * markup from the DOM, and only a client-side navigation fetches the body, as a static file
 * emitted by the build (content/<kind>/<slug>.html). No body is ever bundled into JavaScript.
 */
import { use } from 'react';
import type { ContentKind } from './types.ts';

type Thenable<T> = Promise<T> & { status?: 'fulfilled'; value?: T };

const cache = new Map<string, Thenable<string>>();

type BodyReader = (kind: ContentKind, slug: string) => string;
let readOnServer: BodyReader | undefined;

/** Called by the server entry only, so that no file-system code reaches the browser bundle. */
export function setServerBodyReader(reader: BodyReader) {
  readOnServer = reader;
}

export const bodyKey = (kind: ContentKind, slug: string) => `${kind}/${slug}`;

export const bodyUrl = (kind: ContentKind, slug: string) => `${import.meta.env.BASE_URL}content/${kind}/${slug}.html`;

/** A promise React's `use` can read synchronously (no suspense during hydration). */
function settled(value: string): Thenable<string> {
  return Object.assign(Promise.resolve(value), { status: 'fulfilled' as const, value });
}

async function fetchBody(kind: ContentKind, slug: string): Promise<string> {
  const response = await fetch(bodyUrl(kind, slug));
  if (!response.ok) throw new Error(`The page text could not be loaded (${response.status}).`);
  return response.text();
}

function loadBody(kind: ContentKind, slug: string): Thenable<string> {
  const key = bodyKey(kind, slug);
  const cached = cache.get(key);
  if (cached) return cached;
  let body: Thenable<string>;
  if (import.meta.env.SSR) {
    if (!readOnServer) throw new Error('setServerBodyReader() must run before pages render on the server');
    body = settled(readOnServer(kind, slug));
  } else {
    const rendered = document.querySelector(`[data-body="${CSS.escape(key)}"]`);
    body = rendered ? settled(rendered.innerHTML) : fetchBody(kind, slug);
    // A failed fetch must not stick: the next attempt (e.g. after reconnecting) tries again.
    body.catch(() => cache.delete(key));
  }
  cache.set(key, body);
  return body;
}

/** True when the body is at hand without waiting (on the server, and in pre-rendered pages). */
export const isBodyReady = (kind: ContentKind, slug: string) => loadBody(kind, slug).status === 'fulfilled';

/**
 * The body's HTML. Already-known bodies (server, hydration) return at once, without ever
 * suspending, so their markup is part of the first render; others suspend until fetched.
 */
export function useBody(kind: ContentKind, slug: string): string {
  const body = loadBody(kind, slug);
  return body.status === 'fulfilled' ? (body.value as string) : use(body as Promise<string>);
}
