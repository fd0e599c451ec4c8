/**
 * Puts each page's stylesheets into the page itself. The site's CSS is small (about 10 KB
 * gzipped for a page), and a stylesheet the browser must fetch before it can paint anything costs
 * a phone on a slow network far more than those bytes: with the CSS inline, the first paint needs
 * only the HTML.
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { listHtmlFiles } from './securityHeaders.ts';

const STYLESHEET = /<link\b(?=[^>]*\brel="stylesheet")[^>]*\bhref="([^"]+\.css)"[^>]*>/g;

export async function inlineStylesheets(outDir: string, basePath: string): Promise<number> {
  const cache = new Map<string, Promise<string>>();
  const read = (href: string) => {
    const file = path.join(outDir, href.slice(basePath.length));
    if (!cache.has(file)) cache.set(file, readFile(file, 'utf8'));
    return cache.get(file)!;
  };
  let pages = 0;
  for (const file of await listHtmlFiles(outDir)) {
    const html = await readFile(file, 'utf8');
    const links = [...html.matchAll(STYLESHEET)].filter((match) => match[1]!.startsWith(basePath));
    if (links.length === 0) continue;
    let inlined = html;
    for (const [tag, href] of links)
      inlined = inlined.replace(tag, `<style data-href="${href}">${(await read(href!)).replace(/<\/style/gi, '<\\/style')}</style>`);
    await writeFile(file, inlined);
    pages += 1;
  }
  return pages;
}
