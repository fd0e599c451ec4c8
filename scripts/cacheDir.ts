/**
 * Where the build keeps what it can reuse next time (rendered Markdown, images): under
 * node_modules/.cache, which CI can keep between runs, or under BUILD_CACHE_DIR when set (the
 * benchmark points it at an empty folder to measure cold builds).
 */
import { createHash, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { rename, writeFile } from 'node:fs/promises';
import path from 'node:path';

export function buildCacheDir(root: string, name: 'content' | 'images'): string {
  const shared = process.env.BUILD_CACHE_DIR;
  return shared ? path.join(shared, name) : path.join(root, 'node_modules', '.cache', `itah-${name}`);
}

/**
 * A hash of the files a cached result was made by (its code, and package-lock.json for the
 * packages it uses): part of every cache key, so changing the code starts the cache afresh.
 */
export function hashOfFiles(files: URL[]): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(readFileSync(file));
  return hash.digest('hex').slice(0, 16);
}

/** The lock file, which pins every package a cached result may depend on. */
export const LOCK_FILE = new URL('../package-lock.json', import.meta.url);

/**
 * Writes a cache file under a temporary name, then renames it into place: a build stopped
 * mid-write never leaves a torn entry, and two builds writing at once never mix their bytes.
 */
export async function writeCacheFile(file: string, data: string | Buffer): Promise<void> {
  const temporary = `${file}.${randomUUID()}.tmp`;
  await writeFile(temporary, data);
  await rename(temporary, file);
}
