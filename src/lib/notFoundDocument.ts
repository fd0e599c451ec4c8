/**
 * Static hosts answer an unknown address with 404.html: the not-found page, pre-rendered at /404.
 * At an address one of the app's routes matches (/blog/<unknown slug>, /blog/tag/<unknown tag>),
 * the browser router would hydrate that route's page over it, which React rejects (error 418)
 * and redraws from scratch. So the router starts at the address the page was rendered at, and
 * the address the visitor asked for is put back in the address bar once the router exists.
 */

/** Marks the not-found page's HTML (src/pages/NotFound). */
export const NOT_FOUND_MARKER = 'data-not-found';

/**
 * Before the router reads the address: on the not-found page, shows the router the address it was
 * rendered at. Returns what puts the visitor's address back, for right after the router is made.
 */
export function startAtNotFoundPage(basePath: string): () => void {
  if (!document.querySelector(`[${NOT_FOUND_MARKER}]`)) return () => undefined;
  const asked = window.location.href;
  window.history.replaceState(window.history.state, '', `${basePath}404`);
  // Replacing the entry again fires no popstate: the router stays on the page it hydrated.
  return () => window.history.replaceState(window.history.state, '', asked);
}
