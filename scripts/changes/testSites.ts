/** Small built sites for the tests of the comparison: a few files in a throwaway folder. */
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';

const made: string[] = [];

/** Writes each file (path relative to the site, content) into a new folder, and gives that folder. */
export async function writeTestSite(files: Record<string, string | Buffer>): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'itah-changes-'));
  made.push(root);
  for (const [file, content] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), content);
  }
  return root;
}

/** Deletes the sites written so far (for `afterEach`). */
export async function removeTestSites(): Promise<void> {
  await Promise.all(made.splice(0).map((root) => rm(root, { recursive: true, force: true })));
}

/** A page of a site built for `/`, with what goes in its head and body. */
export const testPage = ({ head = '', body = '' }: { head?: string; body?: string }): string =>
  `<!doctype html><html lang="en"><head><title>Page</title><script type="module" src="/assets/app-CGApBOIu.js"></script>${head}</head><body>${body}</body></html>`;
