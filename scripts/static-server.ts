/**
 * Serves a built site the way a static host or CDN does: `/about` → about/index.html, hashed
 * assets with long caching, unknown paths → 404.html with status 404, everything under the base
 * path. Used by `npm run preview` and by the browser tests.
 */
import { createReadStream, readFileSync, statSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.jpg': 'image/jpeg',
  '.woff2': 'font/woff2',
  '.mp4': 'video/mp4',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.ico': 'image/x-icon',
};

/** The Content-Type of a file, by its extension. */
export const contentTypeOf = (file: string): string => TYPES[path.extname(file)] ?? 'application/octet-stream';

/** Streams a file as the response body (headers already sent); a read error ends the response. */
export function sendFile(response: ServerResponse, file: string): void {
  createReadStream(file)
    .on('error', () => response.end())
    .pipe(response);
}

export interface StaticServerOptions {
  root: string;
  port?: number;
  host?: string;
  basePath?: string;
}

async function isFile(file: string): Promise<boolean> {
  return stat(file).then(
    (info) => info.isFile(),
    () => false,
  );
}

/** The file a request path maps to, or undefined; never a file outside `root`. */
export async function resolveFile(root: string, requestPath: string): Promise<string | undefined> {
  let decoded: string;
  try {
    decoded = decodeURIComponent(requestPath);
  } catch {
    return undefined;
  }
  const target = path.join(root, path.normalize(decoded));
  if (!target.startsWith(root)) return undefined;
  for (const candidate of [target, path.join(target, 'index.html'), `${target}.html`]) {
    if (await isFile(candidate)) return candidate;
  }
  return undefined;
}

/** Text files are sent gzipped when the browser accepts it, as every CDN does. */
const COMPRESSIBLE = /\.(html|js|css|json|svg|xml|txt)$/;

/**
 * What `make` derives from a file, kept until the file changes: a build while the preview runs
 * replaces the files, and one entry a file means the cache does not grow with each rebuild.
 * Throws, as statSync does, for a file that does not exist.
 */
function derivedFromFile<T>(make: (file: string) => T): (file: string) => T {
  const kept = new Map<string, { stamp: string; value: T }>();
  return (file) => {
    const { mtimeMs, size } = statSync(file);
    const stamp = `${mtimeMs}:${size}`;
    const entry = kept.get(file);
    if (entry?.stamp === stamp) return entry.value;
    const value = make(file);
    kept.set(file, { stamp, value });
    return value;
  };
}

const gzipOf = derivedFromFile((file) => gzipSync(readFileSync(file), { level: 9 }));

type HeaderRule = { pattern: RegExp; headers: [string, string][] };

/** Reads a `_headers` file (the format Netlify and Cloudflare Pages share), so previews send the same headers. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      const pattern = new RegExp(
        `^${line
          .trim()
          .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
          .replace(/\*/g, '.*')}$`,
      );
      rules.push({ pattern, headers: [] });
    } else {
      const separator = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    }
  }
  return rules;
}

const headerRulesOf = derivedFromFile((file) => parseHeadersFile(readFileSync(file, 'utf8')));

/** The rules of the site's `_headers`, none without one; read again only once a rebuild rewrote it. */
function readHeaderRules(root: string): HeaderRule[] {
  try {
    return headerRulesOf(path.join(root, '_headers'));
  } catch {
    return [];
  }
}

export function startStaticServer({ root, port = 4173, host = '127.0.0.1', basePath = '/' }: StaticServerOptions): Promise<Server> {
  const absoluteRoot = path.resolve(root);
  const server = createServer(async (request, response) => {
    // Looked at for every request: a rebuild writes new script hashes into _headers' policy.
    const headerRules = readHeaderRules(absoluteRoot);
    const pathname = new URL(request.url ?? '/', 'http://localhost').pathname;
    const inBase = pathname.startsWith(basePath) || `${pathname}/` === basePath;
    const file = inBase ? await resolveFile(absoluteRoot, pathname.slice(basePath.length - 1) || '/') : undefined;
    const served = file ?? path.join(absoluteRoot, '404.html');
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(served),
      'Cache-Control': 'public, max-age=0, must-revalidate',
    };
    for (const rule of headerRules) if (rule.pattern.test(pathname)) for (const [name, value] of rule.headers) headers[name] = value;
    const compress = COMPRESSIBLE.test(served) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (compress) Object.assign(headers, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    response.writeHead(file ? 200 : 404, headers);
    if (request.method === 'HEAD') response.end();
    else if (compress) response.end(gzipOf(served));
    else sendFile(response, served);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve(server));
  });
}
