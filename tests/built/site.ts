/** Reads the built site in dist/ for the tests over its output. */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse, type HTMLElement } from 'node-html-parser';
import { parseHeadersFile } from '../../scripts/static-server.ts';
import { GENERATED_DIR } from '../../src/content/generatedFiles.ts';
import type { BlogSummary, CaseMeta, LegalMeta, PostMeta } from '../../src/content/types.ts';

export const DIST = path.resolve(process.env.DIST_DIR ?? 'dist');
const GENERATED = path.resolve(GENERATED_DIR);

const readJson = <T>(name: string): T => JSON.parse(readFileSync(path.join(GENERATED, name), 'utf8')) as T;

export const content = {
  posts: readJson<PostMeta[]>('posts.json'),
  cases: readJson<CaseMeta[]>('cases.json'),
  legal: readJson<LegalMeta[]>('legal.json'),
  summary: readJson<BlogSummary>('summary.json'),
};

/** The HTML file a route is served from: `/about` → dist/about/index.html. */
function htmlFileOf(route: string): string {
  if (route === '/404') return path.join(DIST, '404.html');
  return path.join(DIST, route, 'index.html');
}

export const exists = (route: string) => existsSync(htmlFileOf(route));

export function readPage(route: string): { html: string; document: HTMLElement } {
  const html = readFileSync(htmlFileOf(route), 'utf8');
  return { html, document: parse(html) };
}

export const metaContent = (document: HTMLElement, name: string) => document.querySelector(`meta[name="${name}"]`)?.getAttribute('content');

/** The site's stylesheets in dist/assets/, by file name, with their text. */
export const readStylesheets = (): { file: string; css: string }[] =>
  readdirSync(path.join(DIST, 'assets'))
    .filter((file) => file.endsWith('.css'))
    .map((file) => ({ file, css: readFileSync(path.join(DIST, 'assets', file), 'utf8') }));

/** The values of one header that dist/_headers gives a site path, in the file's order. */
export const headerValuesFor = (sitePath: string, name: string): string[] =>
  parseHeadersFile(readFileSync(path.join(DIST, '_headers'), 'utf8'))
    .filter((rule) => rule.pattern.test(sitePath))
    .flatMap((rule) => rule.headers)
    .filter(([header]) => header === name)
    .map(([, value]) => value);
