/** Files under a folder, at any depth: the pages of a built site (verify, tests), generated content. */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** Every file under `directory`, at any depth. */
export async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Every HTML file under `directory`, at any depth. */
export async function listHtmlFiles(directory: string): Promise<string[]> {
  return (await listFiles(directory)).filter((file) => file.endsWith('.html'));
}
