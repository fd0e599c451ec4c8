/**
 * Addresses inside HTML: which are this site's paths, and the candidates of a srcset. Shared by the
 * Markdown renderer (base path, checks), the feed (absolute addresses) and verify-dist (links).
 */

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
