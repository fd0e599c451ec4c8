/**
 * Serves a built site the way a static host or CDN does: `/about` → about/index.html, hashed
 * assets with long caching, unknown paths → 404.html with status 404, everything under the base
 * path. Used by `npm run preview` and by the browser tests.
 */
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import path from 'node:path';
import { createGzip } from 'node:zlib';
import { lookup } from 'mrmime';

/** Text files are sent gzipped when the browser accepts it, as every CDN does. */
const TEXT = /\.(html|js|css|json|svg|xml|txt)$/;

/** The Content-Type of a file, by its extension; text in UTF-8, as the build writes it. */
export function contentTypeOf(file: string): string {
  const type = lookup(file) ?? 'application/octet-stream';
  return /^text\/|json$/.test(type) ? `${type}; charset=utf-8` : type;
}

/** Streams a file, or the byte range of it, as the response body (headers already sent); a read error ends the response. */
export function sendFile(response: ServerResponse, file: string, { range, gzip }: { range?: ByteRange; gzip?: boolean } = {}): void {
  const body = createReadStream(file, range).on('error', () => response.end());
  (gzip ? body.pipe(createGzip({ level: 9 })) : body).pipe(response);
}

type ByteRange = { start: number; end: number };

/**
 * The byte range a `Range: bytes=…` header asks of a file of `size` bytes (Safari plays video only
 * through ranges): undefined when none is asked for, or several (answered whole, as hosts may);
 * null when the range lies outside the file (416).
 */
function byteRange(header: string | undefined, size: number): ByteRange | null | undefined {
  const [, first = '', last = ''] = /^bytes=(\d*)-(\d*)$/.exec(header ?? '') ?? [];
  if (first === '' && last === '') return undefined;
  const start = first === '' ? Math.max(0, size - Number(last)) : Number(first);
  const end = first === '' || last === '' ? size - 1 : Math.min(Number(last), size - 1);
  return start <= end ? { start, end } : null;
}

/** The file a decoded site path maps to, as a static host finds it, or undefined; never a file outside `root`. */
async function fileAt(root: string, sitePath: string): Promise<string | undefined> {
  const target = path.join(root, path.normalize(sitePath));
  if (target !== root && !target.startsWith(root + path.sep)) return undefined;
  for (const candidate of [target, path.join(target, 'index.html'), `${target}.html`]) {
    if ((await stat(candidate).catch(() => undefined))?.isFile()) return candidate;
  }
  return undefined;
}

/** The path of a request as the site reads it: decoded, `..` resolved; undefined when it cannot be read. */
function decodedPath(requestPath: string): string | undefined {
  try {
    return path.posix.normalize(decodeURIComponent(requestPath));
  } catch {
    return undefined;
  }
}

/** A request's path as the site reads it; undefined for one no host could read (`GET http://[::1`). */
const requestedPath = (url = '') =>
  URL.canParse(url, 'http://localhost') ? decodedPath(new URL(url, 'http://localhost').pathname) : undefined;

/** The file a request path (as written in a URL, percent-encoded) maps to, or undefined. */
export async function resolveFile(root: string, requestPath: string): Promise<string | undefined> {
  const sitePath = decodedPath(requestPath);
  return sitePath === undefined ? undefined : fileAt(root, sitePath);
}

type HeaderRule = { pattern: RegExp; headers: [string, string][] };

/** Reads a `_headers` file (the format Netlify and Cloudflare Pages share), so previews send the same headers. */
export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue;
    if (/^\s/.test(line)) {
      const separator = line.indexOf(':');
      rules.at(-1)?.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()]);
    } else {
      // A path, `*` matching any run of characters.
      const literal = line.trim().replace(/[.+?^${}()|[\]\\]/g, '\\$&');
      rules.push({ pattern: new RegExp(`^${literal.replace(/\*/g, '.*')}$`), headers: [] });
    }
  }
  return rules;
}

/** The rules of the site's `_headers`, none without one; read for every request, as a rebuild rewrites it. */
const readHeaderRules = async (root: string) => parseHeadersFile(await readFile(path.join(root, '_headers'), 'utf8').catch(() => ''));

type StaticServerOptions = { root: string; port?: number; basePath?: string };

export function startStaticServer({ root, port = 4173, basePath = '/' }: StaticServerOptions): Promise<Server> {
  const absoluteRoot = path.resolve(root);
  async function serve(request: IncomingMessage, response: ServerResponse) {
    // Header rules are matched on the path the file is found by, so `/assets/..%2findex.html`
    // (the home page) does not take the rules of /assets/.
    const sitePath = requestedPath(request.url);
    if (sitePath === undefined) return void response.writeHead(400).end();
    const inBase = sitePath.startsWith(basePath) || `${sitePath}/` === basePath;
    const file = inBase ? await fileAt(absoluteRoot, sitePath.slice(basePath.length - 1) || '/') : undefined;
    const served = file ?? path.join(absoluteRoot, '404.html');
    const headers: Record<string, string> = {
      'Content-Type': contentTypeOf(served),
      'Cache-Control': 'public, max-age=0, must-revalidate',
    };
    // A header two rules give is sent with both values, as hosts do.
    const ruled = new Map<string, string>();
    for (const rule of await readHeaderRules(absoluteRoot)) {
      if (rule.pattern.test(sitePath))
        for (const [name, value] of rule.headers) ruled.set(name, ruled.has(name) ? `${ruled.get(name)}, ${value}` : value);
    }
    Object.assign(headers, Object.fromEntries(ruled));
    const compress = TEXT.test(served) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    if (compress) Object.assign(headers, { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' });
    const { size } = await stat(served);
    const range = file && !compress ? byteRange(request.headers.range, size) : undefined;
    if (range === null) return void response.writeHead(416, { ...headers, 'Content-Range': `bytes */${size}` }).end();
    if (range) headers['Content-Range'] = `bytes ${range.start}-${range.end}/${size}`;
    if (!compress) headers['Accept-Ranges'] = 'bytes';
    response.writeHead(range ? 206 : file ? 200 : 404, headers);
    if (request.method === 'HEAD') response.end();
    else sendFile(response, served, { range, gzip: compress });
  }

  const server = createServer((request, response) => {
    serve(request, response).catch(() => (response.headersSent ? response.destroy() : response.writeHead(500).end()));
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}
