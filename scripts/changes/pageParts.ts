/**
 * A built page split into what a visitor reads and what only decides how it looks. The markup is
 * kept without what no visitor sees and what changes with every build: the Content Security
 * Policy's script hashes, module scripts and preload lists (their files are compared instead),
 * inline styles (compared as styles), and hashed names.
 */
import { parse } from 'node-html-parser';
import type { Unhash } from './hashedNames.ts';
import { visibleText } from './visibleText.ts';

export interface PageParts {
  /** The page's markup without what a visitor cannot see, names without their hashes. */
  markup: string;
  /** Title, description and the body's text, a line per block. */
  text: string[];
  /** Its inline stylesheets, as written. */
  styles: string[];
  /** Its inline scripts, without the build's own id. */
  scripts: string[];
  /** The addresses of the files it loads or shows: scripts, stylesheets, images, icons. */
  files: string[];
}

/** vite-react-ssg's id of each build, in an inline script of every page. */
const BUILD_ID = /(__VITE_REACT_SSG_HASH__\s*=\s*)(['"])[^'"]*\2/g;
/** Links that load files rather than show anything: their files count, not the links. */
const LOADING_LINKS = 'link[rel="stylesheet"], link[rel="modulepreload"], link[rel="preload"], link[rel="prefetch"]';
/** Data for the page and for search engines, read by scripts, not run: kept as markup. */
const DATA_SCRIPT = /^application\/(ld\+)?json$/;

/** The addresses in a `srcset`: each candidate's URL, without its width or density. */
const srcsetUrls = (srcset: string) => srcset.split(',').map((candidate) => candidate.trim().split(/\s+/)[0] ?? '');

export function pageParts(html: string, unhash: Unhash): PageParts {
  const root = parse(html, { comment: false });
  const styles: string[] = [];
  const scripts: string[] = [];
  const files: string[] = [];
  for (const style of root.querySelectorAll('style')) {
    styles.push(style.text);
    style.remove();
  }
  for (const script of root.querySelectorAll('script')) {
    if (DATA_SCRIPT.test(script.getAttribute('type') ?? '')) continue;
    const src = script.getAttribute('src');
    if (src) files.push(src);
    else scripts.push(script.text.replace(BUILD_ID, '$1$2$2'));
    script.remove();
  }
  for (const link of root.querySelectorAll(LOADING_LINKS)) {
    files.push(link.getAttribute('href') ?? '');
    link.remove();
  }
  root.querySelector('meta[http-equiv="Content-Security-Policy"]')?.remove();
  for (const element of root.querySelectorAll('[src], [srcset], [poster], link[rel~="icon"]')) {
    for (const name of ['src', 'poster', 'href']) {
      const address = element.getAttribute(name);
      if (address) files.push(address);
    }
    files.push(...srcsetUrls(element.getAttribute('srcset') ?? ''));
  }
  return { markup: unhash(root.toString()), text: visibleText(html), styles, scripts, files: files.filter(Boolean) };
}
