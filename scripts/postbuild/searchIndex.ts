/**
 * Builds the static search index of the articles with Pagefind, page by page as the pre-renderer
 * writes them: Pagefind indexes in its own process while pages go on rendering, and no page is
 * read back from disk. Only pages with an element marked data-pagefind-body (the article
 * bodies) are indexed, so results are always articles.
 */
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
      if (!html.includes('data-pagefind-body')) return;
      const { errors } = await (await start()).addHTMLFile({ sourcePath: file, content: html });
      if (errors.length > 0) throw new Error(`Pagefind could not index ${file}: ${errors.join('; ')}`);
      pages += 1;
    },
    async write(outDir) {
      const written = await (await start()).writeFiles({ outputPath: path.join(outDir, 'pagefind') });
      if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
      return pages;
    },
    close: async () => {
      await pagefind.close();
    },
  };
}
