/**
 * Where the content step writes the generated index (Node only): the folder, and under its site/
 * each rendered body and each page's data file, at the address the site serves them at
 * (content/…, resources.ts). The pre-renderer reads them there, the dev server serves that folder
 * and the build copies it into the site. Both are JSON: a body's HTML as a JSON text, so that the
 * site serves no HTML document without its policy.
 */
import path from 'node:path';

/** Relative to the project's root. */
export const GENERATED_DIR = path.join('src', 'content', 'generated');

/** The files the site serves as they are, laid out as their addresses. */
export const siteFilesDir = (generatedDir: string) => path.join(generatedDir, 'site');

export const bodyFile = (generatedDir: string, kind: string, slug: string) =>
  path.join(siteFilesDir(generatedDir), 'content', kind, `${slug}.json`);

export const dataFile = (generatedDir: string, key: string) => path.join(siteFilesDir(generatedDir), 'content', 'data', `${key}.json`);
