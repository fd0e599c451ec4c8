/**
 * Rendered Markdown kept between builds, keyed by a hash of the body, the render options and the
 * renderer itself (its source and the lock file, which pins every package it uses, down to
 * micromark): a warm build renders only the bodies that changed, and changing the renderer or a
 * dependency starts the cache afresh. One JSON file per content folder, holding the entries of
 * the last build only, written whole (writeCacheFile).
 */
import { createHash } from 'node:crypto';
import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { hashOfFiles, LOCK_FILE, writeCacheFile } from '../cacheDir.ts';
import type { RenderedBody, RenderOptions } from './markdown.ts';

let rendererHash: string | undefined;

/** What the output depends on besides the body and the options: the renderer and its packages. */
const rendererVersion = () =>
  (rendererHash ??= hashOfFiles([
    new URL('./markdown.ts', import.meta.url),
    new URL('./parseMarkdown.ts', import.meta.url),
    new URL('../../src/config/security.ts', import.meta.url),
    LOCK_FILE,
  ]));

export interface BodyCache {
  keyOf(body: string): string;
  get(key: string): RenderedBody | undefined;
  set(key: string, body: RenderedBody): void;
  /** Writes the entries used since the cache was opened; the others are dropped. */
  save(): Promise<void>;
}

export async function openBodyCache(cacheDir: string, name: string, options: RenderOptions): Promise<BodyCache> {
  const file = path.join(cacheDir, `${name}.json`);
  const stored: Record<string, RenderedBody> = await readFile(file, 'utf8').then(
    (text) => JSON.parse(text) as Record<string, RenderedBody>,
    () => ({}),
  );
  const used: Record<string, RenderedBody> = {};
  const prefix = `${rendererVersion()}\0${JSON.stringify(options)}\0`;
  return {
    keyOf: (body) => createHash('sha256').update(prefix).update(body).digest('base64url'),
    get: (key) => (Object.hasOwn(stored, key) ? (used[key] = stored[key]!) : undefined),
    set: (key, body) => void (used[key] = body),
    async save() {
      await mkdir(cacheDir, { recursive: true });
      await writeCacheFile(file, JSON.stringify(used));
    },
  };
}
