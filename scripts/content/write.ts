/**
 * Writes the content index to src/content/generated/. Files are rewritten only when their text
 * changes, so the dev server reloads just what a writer touched. The bodies and page data of
 * entries that are gone (deleted, or drafts the dev server wrote and a build leaves out) go too:
 * the build copies both folders into the site whole.
 */
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bodyFile, dataFile, GENERATED_DIR } from '../../src/content/generatedFiles.ts';
import type { TopLevelPage } from '../../src/content/types.ts';
import { listFiles } from '../listFiles.ts';
import type { BundleData, ContentIndex } from './build.ts';
import { pageDataFiles } from './pageData.ts';

async function writeIfChanged(file: string, text: string): Promise<boolean> {
  const current = await readFile(file, 'utf8').catch(() => undefined);
  if (current === text) return false;
  await mkdir(path.dirname(file), { recursive: true });
  await writeFile(file, text);
  return true;
}

/** The routes of case studies and legal pages: all the router needs, without their metadata. */
const topLevelPages = (index: BundleData): TopLevelPage[] => [
  ...index.cases.map(({ slug }) => ({ slug, kind: 'portfolio' as const })),
  ...index.legal.map(({ slug }) => ({ slug, kind: 'legal' as const })),
];

/** The files the app's bundles import (src/content/*.ts): all that Vite needs to build. */
const bundleFiles = (outDir: string, data: BundleData): [string, string][] =>
  [
    ['cases.json', JSON.stringify(data.cases)],
    ['legal.json', JSON.stringify(data.legal)],
    ['summary.json', JSON.stringify(data.summary)],
    ['pages.json', JSON.stringify(topLevelPages(data))],
  ].map(([name, text]) => [path.join(outDir, name!), text!]);

const writeFiles = async (files: [string, string][]) =>
  (await Promise.all(files.map(async ([file, text]) => ((await writeIfChanged(file, text)) ? file : undefined)))).filter(
    (file): file is string => file !== undefined,
  );

/** Writes the bundled part of the index ahead of the rest (see buildContent's onBundleData). */
export const writeBundleData = (root: string, data: BundleData) => writeFiles(bundleFiles(path.join(root, GENERATED_DIR), data));

export async function writeContentIndex(root: string, index: ContentIndex): Promise<string[]> {
  const outDir = path.join(root, GENERATED_DIR);
  const files: [string, string][] = [[path.join(outDir, 'posts.json'), JSON.stringify(index.posts)], ...bundleFiles(outDir, index)];
  files.push(...index.bodies.map(({ kind, slug, html }): [string, string] => [bodyFile(outDir, kind, slug), JSON.stringify(html)]));
  files.push(...pageDataFiles(index).map(([key, data]): [string, string] => [dataFile(outDir, key), JSON.stringify(data)]));

  const written = await writeFiles(files);
  const wanted = new Set(files.map(([file]) => file));
  const listed = ['bodies', 'data'].map((folder) => listFiles(path.join(outDir, folder)).catch(() => [] as string[]));
  const generated = (await Promise.all(listed)).flat();
  await Promise.all(generated.filter((file) => !wanted.has(file)).map((file) => rm(file)));
  return written;
}
