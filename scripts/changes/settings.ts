/**
 * The build settings a built site shows: two sites built with different ones differ on every page
 * for reasons that are not the branch's, so they are not compared.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import type { BuiltSite } from './builtSite.ts';

/** Each setting by the variable that sets it, as the home page shows it. */
export type SiteSettings = Record<string, string>;

export function readSettings(site: BuiltSite): SiteSettings {
  const home = parse(readFileSync(path.join(site.root, 'index.html'), 'utf8'));
  const policy = home.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content') ?? '';
  return {
    BASE_PATH: site.basePath,
    // The home page's address: the site's address with the base path.
    SITE_URL: home.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? '(none)',
    // The one address the pages may send to: the e-mail provider's.
    VITE_EMAILJS_ORIGIN: /connect-src ([^;]*)/.exec(policy)?.[1]?.trim() ?? '(none)',
  };
}

/** One line per setting the two sites were built with differently, naming both values. */
export function settingsDifferences(base: SiteSettings, head: SiteSettings): string[] {
  return Object.keys({ ...base, ...head })
    .filter((name) => base[name] !== head[name])
    .map((name) => `${name}: the base was built with ${base[name] ?? '(none)'}, the head with ${head[name] ?? '(none)'}`);
}
