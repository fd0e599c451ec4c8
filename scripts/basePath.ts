import { loadDotEnv } from './dotenv.ts';

/** The base path the site is built for: `/` normally, `/preview/my-branch/` for branch previews. */
export function normalizeBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim();
  if (trimmed === '' || trimmed === '/') return '/';
  if (!/^\/?[\w.~/-]+\/?$/.test(trimmed)) {
    throw new Error(`BASE_PATH "${trimmed}" must be a path such as /preview/my-branch/`);
  }
  return `/${trimmed.replace(/^\/+|\/+$/g, '')}/`;
}

export function basePathFromEnv(): string {
  loadDotEnv();
  return normalizeBasePath(process.env.BASE_PATH);
}
