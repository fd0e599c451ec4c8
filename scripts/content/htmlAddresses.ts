/**
 * Addresses inside HTML: which are this site's paths, the candidates of a srcset, the ids a #section
 * names. Shared by the Markdown renderer (base path, checks), the content build's link checks, the
 * feed (absolute addresses) and verify-dist (links).
 */

/** The ids of an HTML text's elements: the #sections a link may name. */
export const elementIds = (html: string): Set<string> => new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]!));

/** The #section a link names, as the browser matches it to an id (as written when not valid percent-encoding); undefined without one. */
export function fragmentOf(href: string): string | undefined {
  const hash = href.indexOf('#');
  if (hash < 0 || hash === href.length - 1) return undefined;
  try {
    return decodeURIComponent(href.slice(hash + 1));
  } catch {
    return href.slice(hash + 1);
  }
}

/** A path on this site, such as /images/blog/x.webp (not a protocol-relative //host/...). */
export const SITE_PATH = /^\/(?!\/)/;

/** The candidates of a srcset (`/a.webp 1x, /b.webp 2x`), however it is held (text, or hast's list). */
const sourceSetCandidates = (value: unknown): string[] =>
  (Array.isArray(value) ? value.map(String) : typeof value === 'string' ? value.split(',') : []).map((candidate) => candidate.trim());

/** The address of each candidate. */
export const sourceSetUrls = (value: unknown): string[] => sourceSetCandidates(value).map((candidate) => candidate.split(/\s+/)[0] ?? '');

/** The srcset with each site path's address changed by `change`, descriptors kept. */
export const mapSourceSet = (value: unknown, change: (url: string) => string): string =>
  sourceSetCandidates(value)
    .map((candidate) => candidate.replace(/^\S+/, (url) => (SITE_PATH.test(url) ? change(url) : url)))
    .join(', ');
