/**
 * Writes the content index to src/content/generated/. Files are rewritten only when their text
 * changes, so the dev server reloads just what a writer touched. The bodies and page data of
 * entries that are gone (deleted, or drafts the dev server wrote and a build leaves out) go too:
 * the build copies both folders into the site whole.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bodyFile, dataFile, GENERATED_DIR, siteFilesDir } from '../../src/content/generatedFiles.ts';
import type { TopLevelPage } from '../../src/content/types.ts';
import { listFiles } from '../listFiles.ts';
import type { ContentIndex } from './contentIndex.ts';
import { pageDataFiles } from './pageData.ts';

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

export async function writeContentIndex(root: string, index: ContentIndex): Promise<string[]> {
  const outDir = path.join(root, GENERATED_DIR);
  const files: [string, string][] = (
    [
      ['posts.json', index.posts],
      // Every page's code holds cases.json: a case's phases travel in its own page data instead.
      ['cases.json', index.cases.map(({ phases: _phases, ...meta }) => meta)],
      ['legal.json', index.legal],
      ['summary.json', index.summary],
      ['pages.json', topLevelPages(index)],
    ] as const
  ).map(([name, data]) => [path.join(outDir, name), JSON.stringify(data)]);
  files.push(...index.bodies.map(({ kind, slug, html }): [string, string] => [bodyFile(outDir, kind, slug), JSON.stringify(html)]));
  files.push(...pageDataFiles(index).map(([key, data]): [string, string] => [dataFile(outDir, key), JSON.stringify(data)]));

  const changed = await Promise.all(files.map(([file, text]) => writeIfChanged(file, text)));
  const wanted = new Set(files.map(([file]) => file));
  const generated = await listFiles(siteFilesDir(outDir)).catch(() => [] as string[]);
  await Promise.all(generated.filter((file) => !wanted.has(file)).map((file) => rm(file)));
  return files.filter((_, at) => changed[at]).map(([file]) => file);
}
