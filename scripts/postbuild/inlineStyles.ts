/**
 * Puts each page's stylesheets into the page itself. The site's CSS is small (about 10 KB
 * gzipped for a page), and a stylesheet the browser must fetch before it can paint anything costs
 * a phone on a slow network far more than those bytes: with the CSS inline, the first paint needs
 * only the HTML.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+\.css)"[^>]*>/g;

/** The page rewrite that replaces its stylesheet links by the stylesheets (each file read once). */
export function styleInliner(outDir: string, basePath: string): (html: string) => Promise<string> {
  const cache = new Map<string, Promise<string>>();
  const read = (href: string) => {
    const file = path.join(outDir, href.slice(basePath.length));
    if (!cache.has(file)) cache.set(file, readFile(file, 'utf8'));
    return cache.get(file)!;
  };
  return async (html) => {
    let inlined = html;
    for (const [tag, href] of html.matchAll(STYLESHEET)) {
      if (!href!.startsWith(basePath)) continue;
      inlined = inlined.replace(tag, `<style data-href="${href}">${(await read(href!)).replace(/<\/style/gi, '<\\/style')}</style>`);
    }
    return inlined;
  };
}
