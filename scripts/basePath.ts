import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import './load-env.ts';

/** The base path the site is built for: `/` normally, `/preview/my-branch/` for branch previews. */
export function normalizeBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim();
  if (trimmed === '' || trimmed === '/') return '/';
  if (!/^\/?[\w.~/-]+\/?$/.test(trimmed)) throw new Error(`BASE_PATH "${trimmed}" must be a path such as /preview/my-branch/`);
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}/`;
}

export function basePathFromEnv(): string {
  return normalizeBasePath(process.env.BASE_PATH);
}

/** The base path a built site was made for, read from the address of its home page's script. */
export function builtBasePath(root: string): string | undefined {
  const home = path.join(root, 'index.html');
  if (!existsSync(home)) return undefined;
  const prefix = /<script type="module"[^>]*\ssrc="([^"]*?)assets\//.exec(readFileSync(home, 'utf8'))?.[1];
  // A guess that misses would serve the site at / and load none of its files, with no word why.
  if (prefix === undefined) throw new Error(`${home} loads no script from an assets/ folder: which base path was it built for?`);
  return normalizeBasePath(prefix);
}

/**
 * Where to serve or check a built site: at the base path it was built for. BASE_PATH may be left
 * out; when it is set (in the environment or .env), it must be that one, or every script and
 * style would be missing.
 */
export function basePathOfBuiltSite(root: string): string {
  const wanted = process.env.BASE_PATH?.trim() ? normalizeBasePath(process.env.BASE_PATH) : undefined;
  const built = builtBasePath(root);
  if (wanted && built && wanted !== built) {
    throw new Error(
      `${root} was built for ${built}, not for BASE_PATH ${wanted} (set in the environment or .env): build again with BASE_PATH=${wanted}, or leave BASE_PATH out to use ${built}`,
    );
  }
  return wanted ?? built ?? '/';
}
