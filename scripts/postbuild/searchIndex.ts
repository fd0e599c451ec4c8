/**
 * Builds the static search index of the articles with Pagefind, page by page as the pre-renderer
 * writes them: Pagefind indexes in its own process while pages go on rendering, and no page is
 * read back from disk. Only pages with elements marked data-pagefind-body (an article's title,
 * and the article with its tags) are indexed, so results are always articles; and only those
 * elements are sent, since Pagefind reads nothing else of such a page (the index is the same) and
 * parsing the whole page, three quarters of it header, footer, forms and inline CSS, was most of
 * its work.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

export interface SearchIndexer {
  /** Indexes a page if it has something to index; `file` is its path in the built site. */
  add(file: string, html: string): Promise<void>;
  /** Writes the index to `outDir`/pagefind; returns how many pages it holds. */
  write(outDir: string): Promise<number>;
  /** Stops Pagefind's process, whether the index was written or the build failed. */
  close(): Promise<void>;
}

/** An opening tag that carries data-pagefind-body (attribute values quoted, as React writes them): not the words in a text. */
const MARKED_TAG = /<[a-z][a-z0-9-]*(?:\s+[^\s=>"]+(?:="[^"]*")?)*?\s+data-pagefind-body(?=[\s=>/])/gi;

/**
 * Where the element whose opening tag starts at `at` ends; undefined when it never closes.
 * Elements of the same name nested inside it are counted, so the right closing tag ends it.
 */
function elementAround(html: string, start: number): { start: number; end: number } | undefined {
  const name = /^<([a-z][a-z0-9-]*)/i.exec(html.slice(start))?.[1];
  if (!name) return undefined;
  const tags = new RegExp(`<(/?)${name}(?=[\\s>/])`, 'gi');
  tags.lastIndex = start + 1;
  let depth = 1;
  for (let tag = tags.exec(html); tag; tag = tags.exec(html)) {
    depth += tag[1] ? -1 : 1;
    if (depth === 0) return { start, end: html.indexOf('>', tag.index) + 1 };
  }
  return undefined;
}

/**
 * The elements marked data-pagefind-body (an article's title and the article), in page order, as
 * a document of their own; null when the page has none.
 */
export function indexedDocument(html: string): string | null {
  const parts: string[] = [];
  MARKED_TAG.lastIndex = 0;
  for (let mark = MARKED_TAG.exec(html); mark; mark = MARKED_TAG.exec(html)) {
    const element = elementAround(html, mark.index);
    if (!element) return html; // unbalanced: let Pagefind read the whole page
    parts.push(html.slice(element.start, element.end));
    // Marks inside a marked element are part of it already.
    MARKED_TAG.lastIndex = element.end;
  }
  if (parts.length === 0) return null;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>${parts.join('')}</body></html>`;
}

/**
 * Pagefind writes its ready-made search interfaces and its highlighting script beside the index,
 * and an engine for pages of unknown language: about 480 KB that nothing loads, since the site
 * has its own search box (src/lib/search.ts) and every page says it is in English.
 */
const UNUSED_PAGEFIND_FILE = /^(pagefind-(component-|modular-)?ui\.(js|css)|pagefind-highlight\.js|wasm\.unknown\.pagefind)$/;

async function removeUnusedFiles(pagefindDir: string): Promise<void> {
  const unused = (await readdir(pagefindDir)).filter((name) => UNUSED_PAGEFIND_FILE.test(name));
  await Promise.all(unused.map((name) => rm(path.join(pagefindDir, name))));
}

export function searchIndexer(): SearchIndexer {
  let started: Promise<pagefind.PagefindIndex> | undefined;
  let pages = 0;
  const start = () =>
    (started ??= pagefind.createIndex({ forceLanguage: 'en' }).then(({ index, errors }) => {
      if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
      return index;
    }));
  return {
    async add(file, html) {
      const content = indexedDocument(html);
      if (content === null) return;
      const { errors } = await (await start()).addHTMLFile({ sourcePath: file, content });
      if (errors.length > 0) throw new Error(`Pagefind could not index ${file}: ${errors.join('; ')}`);
      pages += 1;
    },
    async write(outDir) {
      const pagefindDir = path.join(outDir, 'pagefind');
      const written = await (await start()).writeFiles({ outputPath: pagefindDir });
      if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
      await removeUnusedFiles(pagefindDir);
      return pages;
    },
    close: async () => {
      await pagefind.close();
    },
  };
}
