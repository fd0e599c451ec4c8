/**
 * Builds the static search index of the articles with Pagefind, page by page as the pre-renderer
 * writes them, so that no page is read back from disk. Pagefind indexes only the pages with
 * elements marked data-pagefind-body (an article's title, and the article with its tags), so
 * results are always articles.
 */
import { readdir, rm } from 'node:fs/promises';
import path from 'node:path';
import * as pagefind from 'pagefind';

/**
 * Pagefind writes its ready-made search interfaces and its highlighting script beside the index,
 * and an engine for pages of unknown language: about 480 KB that nothing loads, since the site
 * has its own search box (src/lib/search.ts) and every page says it is in English.
 */
const UNUSED_PAGEFIND_FILE = /^(pagefind-(component-|modular-)?ui\.(js|css)|pagefind-highlight\.js|wasm\.unknown\.pagefind)$/;

/**
 * The mark as React writes it on an element. React escapes quotes in text, so no text of a page's
 * own reads like it; only a Markdown body quoting the attribute could, and that page is counted once.
 */
const INDEXED_MARK = ' data-pagefind-body=""';

export function searchIndexer() {
  let started: Promise<pagefind.PagefindIndex> | undefined;
  let indexed = 0;
  const start = () =>
    (started ??= pagefind.createIndex({ forceLanguage: 'en' }).then(({ index, errors }) => {
      if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
      return index;
    }));
  return {
    /** Hands a page to Pagefind; `file` is its path in the built site. */
    async add(file: string, html: string): Promise<void> {
      // The other pages would be read and left out: Pagefind keeps only the marked pages once any is.
      if (!html.includes(INDEXED_MARK)) return;
      const { errors } = await (await start()).addHTMLFile({ sourcePath: file, content: html });
      if (errors.length > 0) throw new Error(`Pagefind could not index ${file}: ${errors.join('; ')}`);
      indexed += 1;
    },
    /** Writes the index to `outDir`/pagefind; returns how many pages it holds. */
    async write(outDir: string): Promise<number> {
      const pagefindDir = path.join(outDir, 'pagefind');
      const written = await (await start()).writeFiles({ outputPath: pagefindDir });
      if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
      const unused = (await readdir(pagefindDir)).filter((name) => UNUSED_PAGEFIND_FILE.test(name));
      await Promise.all(unused.map((name) => rm(path.join(pagefindDir, name))));
      return indexed;
    },
    /** Stops Pagefind's process, whether the index was written or the build failed. */
    close: () => pagefind.close(),
  };
}
