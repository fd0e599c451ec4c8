/** Every HTML file under a folder, at any depth: the pages of a built site (verify, tests). */
import { readdir } from 'node:fs/promises';
import path from 'node:path';

export async function listHtmlFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile() && entry.name.endsWith('.html')).map((entry) => path.join(entry.parentPath, entry.name));
}
