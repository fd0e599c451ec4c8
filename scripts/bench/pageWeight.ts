/**
 * What a page costs a visitor at start: the JavaScript (and other files) Chromium fetches until
 * the network is idle, measured as gzip bytes (level 9, what a CDN sends). Shared by the budget
 * test and `npm run bench:weight`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright-core';

export interface PageWeight {
  /** Every script the page loaded, by path. */
  scripts: string[];
  scriptBytes: number;
  /** gzip bytes of data (JSON and fetched HTML fragments). */
  dataBytes: number;
  /** gzip bytes of the page's HTML itself. */
  documentBytes: number;
  /** Stylesheets fetched, by path: none is expected, each page's CSS being inline (inlineStyles.ts). */
  stylesheets: string[];
}

export const gzipSize = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;

export async function measurePage(browser: Browser, origin: string, root: string, route: string): Promise<PageWeight> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const files: { url: string; type: string }[] = [];
  page.on('requestfinished', (request) => files.push({ url: request.url(), type: request.resourceType() }));
  await page.goto(origin + route, { waitUntil: 'networkidle' });
  await page.close();
  const weight: PageWeight = { scripts: [], scriptBytes: 0, dataBytes: 0, documentBytes: 0, stylesheets: [] };
  for (const { url, type } of files) {
    const { pathname } = new URL(url);
    const file = path.join(root, pathname);
    if (type === 'script') {
      weight.scripts.push(pathname);
      weight.scriptBytes += gzipSize(file);
    } else if (type === 'fetch' || type === 'xhr') {
      weight.dataBytes += gzipSize(file);
    } else if (type === 'stylesheet') {
      weight.stylesheets.push(pathname);
    } else if (type === 'document') {
      weight.documentBytes += gzipSize(file.endsWith('.html') ? file : path.join(file, 'index.html'));
    }
  }
  return weight;
}
