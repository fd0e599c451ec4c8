/**
 * Puts each page's stylesheets into the page itself. The site's CSS is small (about 10 KB gzipped for a page), and a stylesheet the browser
 * must fetch before it can paint anything costs a phone on a slow network far more than those bytes: with the CSS inline, the first paint
 * needs only the HTML.
 *
 * Each inlined stylesheet keeps a `disabled` link to its file, which browsers do not fetch. It is there for Vite's preload helper: when
 * hydration imports the page's route module, the helper loads that module's CSS unless a `<link rel="stylesheet">` with its address is in
 * the document, and waits for it before the module runs. Without the marker every page fetched its own CSS a second time (three to five
 * files, ~9 KB on the home page) and hydrated a round trip later. (The standard says a disabled stylesheet is not fetched, and Chromium
 * does not fetch it; a browser that did would fetch no more than before, and hydration would still not wait for it.)
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { getOrMake } from '../getOrMake.ts';

const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")(?![^>]*\bdisabled\b)[^>]*\bhref="([^"]+\.css)"[^>]*>/g;

/** The stylesheet's rules inline, then the marker link (see above). */
const inlinedStylesheet = (href: string, css: string) =>
  `<style>${css.replace(/<\/style/gi, '<\\/style')}</style><link rel="stylesheet" href="${href}" disabled>`;

/** The page rewrite that replaces its stylesheet links by the stylesheets (each file read and escaped once). */
export function styleInliner(outDir: string, basePath: string): (html: string) => Promise<string> {
  const tags = new Map<string, Promise<string>>();
  const tagFor = (href: string) =>
    getOrMake(tags, href, () =>
      readFile(path.join(outDir, href.slice(basePath.length)), 'utf8').then((css) => inlinedStylesheet(href, css)),
    );
  // Only the head, which holds the links, is rebuilt: a whole page copied per stylesheet costs ~7 ms.
  return async (html) => {
    const head = html.slice(0, html.indexOf('</head>'));
    const links = [...head.matchAll(STYLESHEET)].filter(([, href]) => href!.startsWith(basePath));
    const inlined = new Map(await Promise.all(links.map(async ([link, href]) => [link, await tagFor(href!)] as const)));
    // A function, so that `$&` and the like in the CSS are not read as replacement patterns.
    return head.replace(STYLESHEET, (link) => inlined.get(link) ?? link) + html.slice(head.length);
  };
}
