/** A built site as the comparison sees it: its folder, the base path it was built for, its pages by route. */
import { open } from 'node:fs/promises';
import path from 'node:path';
import { builtBasePath } from '../basePath.ts';
import { listFiles } from '../listFiles.ts';

export interface BuiltSite {
  root: string;
  basePath: string;
  /** Every file, relative to the root with `/` between folders. */
  files: string[];
  /** Each page's route (`/blog/a-post`) and its file. */
  pages: Map<string, string>;
}

/** `blog/a-post/index.html` → `/blog/a-post`, `404.html` → `/404`, `index.html` → `/`. */
export function routeOf(file: string): string {
  const route = `/${file.replace(/\.html$/, '').replace(/(^|\/)index$/, '')}`;
  return route.length > 1 ? route.replace(/\/$/, '') : '/';
}

/** Pages are whole documents; the article bodies that client-side navigation fetches are fragments. */
async function isWholeDocument(file: string): Promise<boolean> {
  const handle = await open(file);
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(64), 0, 64, 0);
    return /^\s*<!doctype html/i.test(buffer.subarray(0, bytesRead).toString('utf8'));
  } finally {
    await handle.close();
  }
}

export async function readBuiltSite(root: string): Promise<BuiltSite> {
  const absolute = path.resolve(root);
  const basePath = builtBasePath(absolute);
  if (basePath === undefined) throw new Error(`${root} is not a built site: it has no index.html`);
  const files = (await listFiles(absolute)).map((file) => path.relative(absolute, file).split(path.sep).join('/')).sort();
  const pages = new Map<string, string>();
  for (const file of files) {
    if (file.endsWith('.html') && (await isWholeDocument(path.join(absolute, file)))) pages.set(routeOf(file), file);
  }
  return { root: absolute, basePath, files, pages };
}
