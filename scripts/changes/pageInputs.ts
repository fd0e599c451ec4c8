/**
 * What decides how a page looks besides its markup, by content: its styles and the images and fonts
 * it and they show; and its scripts, inline and every script of the site, which a page may load as
 * it runs. A page whose markup is unchanged but whose inputs changed may look different: it is
 * screenshotted, those whose styles changed before those whose scripts alone did.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { BuiltSite } from './builtSite.ts';
import type { Unhash } from './hashedNames.ts';
import type { PageParts } from './pageParts.ts';

/** Files compared by their text, hashed names left out; others by their bytes. */
const TEXT_FILE = /\.(?:js|mjs|css|svg|json|html|xml|txt)$/;
const SCRIPT_FILE = /\.m?js(?:[?#].*)?$/;
const CSS_URL = /url\(\s*(['"]?)([^'")]+)\1\s*\)/g;
/** Another site's address, or data in the address itself: not a file of this site. */
const NOT_A_SITE_FILE = /^(?:[a-z][a-z\d+.-]*:|\/\/|#)/i;

const digest = (content: string | Buffer) => createHash('sha256').update(content).digest('base64url');

/** Fingerprints of a page's inputs: equal fingerprints, equal inputs. */
export interface PageInputs {
  /** Its styles, inline and linked, and the images, icons and fonts they and the page show. */
  styles: string;
  /** Its inline scripts and every script of the site. */
  scripts: string;
}

export function inputsFingerprinter(site: BuiltSite, unhash: Unhash): (route: string, parts: PageParts) => PageInputs {
  const files = new Set(site.files);
  const fingerprints = new Map<string, string>();

  /** The site's file an address names, from the page or stylesheet at `from`; undefined for other sites' and data. */
  function fileAt(address: string, from: string): string | undefined {
    if (NOT_A_SITE_FILE.test(address)) return undefined;
    const pathname = new URL(address, `http://site${from}`).pathname;
    return pathname.startsWith(site.basePath) ? decodeURIComponent(pathname.slice(site.basePath.length)) : pathname;
  }

  /** The files a stylesheet's `url()`s name, each with its fingerprint. */
  function stylesheetFiles(css: string, from: string): string[] {
    return [...css.matchAll(CSS_URL)].map((match) => fileEntry(match[2]!, from)).filter((entry) => entry !== undefined);
  }

  function fileFingerprint(file: string): string {
    const known = fingerprints.get(file);
    if (known !== undefined) return known;
    // Set before the content is read: a stylesheet that names itself does not loop.
    fingerprints.set(file, '');
    let fingerprint = 'missing';
    if (files.has(file)) {
      const bytes = readFileSync(path.join(site.root, file));
      const text = TEXT_FILE.test(file) ? bytes.toString('utf8') : undefined;
      const named = file.endsWith('.css') && text ? stylesheetFiles(text, `${site.basePath}${file}`) : [];
      fingerprint = digest(JSON.stringify([text === undefined ? digest(bytes) : unhash(text), named]));
    }
    fingerprints.set(file, fingerprint);
    return fingerprint;
  }

  function fileEntry(address: string, from: string): string | undefined {
    const file = fileAt(address, from);
    return file === undefined ? undefined : `${unhash(file)} ${fileFingerprint(file)}`;
  }

  const siteScripts = digest(
    site.files
      .filter((file) => SCRIPT_FILE.test(file))
      .map((file) => `${unhash(file)} ${fileFingerprint(file)}`)
      .sort()
      .join('\n'),
  );

  return (route, parts) => {
    const from = `${site.basePath}${route.slice(1)}`;
    // Script files are among the site's scripts.
    const shown = parts.files
      .filter((address) => !SCRIPT_FILE.test(address))
      .map((address) => fileEntry(address, from))
      .filter((entry) => entry !== undefined);
    const styled = parts.styles.flatMap((css) => stylesheetFiles(css, from));
    return {
      styles: digest(JSON.stringify([parts.styles.map(unhash), shown.sort(), styled.sort()])),
      scripts: digest(JSON.stringify([parts.scripts.map(unhash), siteScripts])),
    };
  };
}
