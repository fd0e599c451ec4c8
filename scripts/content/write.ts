/**
 * Writes the content index to src/content/generated/. Files are rewritten only when their text
 * changes, so the dev server reloads just what a writer touched; bodies of removed entries go.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { TopLevelPage } from '../../src/content/types.ts';
import type { ContentIndex } from './build.ts';
import { pageDataFiles } from './pageData.ts';

export const GENERATED_DIR = 'src/content/generated';

async function writeIfChanged(file: string, text: string): Promise<boolean> {
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === text) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return true;
}

/** The routes of case studies and legal pages: all the router needs, without their metadata. */
const topLevelPages = (index: ContentIndex): TopLevelPage[] => [
  ...index.cases.map(({ slug }) => ({ slug, kind: 'portfolio' as const })),
  ...index.legal.map(({ slug }) => ({ slug, kind: 'legal' as const })),
];

export const dataFile = (outDir: string, key: string) => path.join(outDir, 'data', `${key}.json`);

export const bodyFile = (outDir: string, kind: string, slug: string) => path.join(outDir, 'bodies', kind, `${slug}.html`);

export async function writeContentIndex(root: string, index: ContentIndex): Promise<string[]> {
  const outDir = path.join(root, GENERATED_DIR);
  const files: [string, string][] = [
    ['posts.json', JSON.stringify(index.posts)],
    ['cases.json', JSON.stringify(index.cases)],
    ['legal.json', JSON.stringify(index.legal)],
    ['summary.json', JSON.stringify(index.summary)],
    ['pages.json', JSON.stringify(topLevelPages(index))],
  ].map(([name, text]) => [path.join(outDir, name as string), text as string]);
  files.push(...index.bodies.map(({ kind, slug, html }): [string, string] => [bodyFile(outDir, kind, slug), html]));
  files.push(...pageDataFiles(index).map(([key, data]): [string, string] => [dataFile(outDir, key), JSON.stringify(data)]));

  const written = await Promise.all(files.map(async ([file, text]) => ((await writeIfChanged(file, text)) ? file : undefined)));
  const wanted = new Set(files.map(([file]) => file));
  for (const kind of ['posts', 'portfolio', 'legal']) {
    const directory = path.join(outDir, 'bodies', kind);
    const existing = await readdir(directory).catch(() => [] as string[]);
    await Promise.all(
      existing
        .map((name) => path.join(directory, name))
        .filter((file) => !wanted.has(file))
        .map((file) => rm(file)),
    );
  }
  return written.filter((file): file is string => file !== undefined);
}
