/**
 * Builds the static search index of the articles with Pagefind. Only elements marked
 * data-pagefind-body are indexed (the article bodies), so results are always articles.
 */
import path from 'node:path';
import * as pagefind from 'pagefind';

export async function writeSearchIndex(outDir: string): Promise<number> {
  const { index, errors } = await pagefind.createIndex({ forceLanguage: 'en' });
  try {
    if (!index) throw new Error(`Pagefind could not start: ${errors.join('; ')}`);
    const added = await index.addDirectory({ path: outDir });
    if (added.errors.length > 0) throw new Error(`Pagefind could not index ${outDir}: ${added.errors.join('; ')}`);
    const written = await index.writeFiles({ outputPath: path.join(outDir, 'pagefind') });
    if (written.errors.length > 0) throw new Error(`Pagefind could not write its index: ${written.errors.join('; ')}`);
    return added.page_count;
  } finally {
    await pagefind.close();
  }
}
