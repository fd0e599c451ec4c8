/**
 * Where the content step writes the generated index (Node only): the folder, each rendered body
 * and each page's data file. The content step writes there, the pre-renderer and the dev server read
 * from there, and the build serves both under content/ (resources.ts). Both are JSON: a body's HTML
 * as a JSON text, so that the site serves no HTML document without its policy.
 */
import path from 'node:path';

/** Relative to the project's root. */
export const GENERATED_DIR = path.join('src', 'content', 'generated');

export const bodyFile = (generatedDir: string, kind: string, slug: string) => path.join(generatedDir, 'bodies', kind, `${slug}.json`);

export const dataFile = (generatedDir: string, key: string) => path.join(generatedDir, 'data', `${key}.json`);
