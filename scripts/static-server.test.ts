import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, request, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { startStaticServer } from './static-server.ts';

let root: string;
let server: Server | undefined;

afterEach(async () => {
  server?.close();
  await rm(root, { recursive: true, force: true });
});

/** GETs a URL as a browser would, asking for gzip, and returns its text and headers. */
function getGzipped(url: string): Promise<{ text: string; headers: IncomingHttpHeaders }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const bytes = Buffer.concat(chunks);
        const text = (response.headers['content-encoding'] === 'gzip' ? gunzipSync(bytes) : bytes).toString();
        resolve({ text, headers: response.headers });
      });
    }).on('error', reject);
  });
}

describe('the preview server', () => {
  it('serves what a rebuild wrote while it runs: files and their headers', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'itah-static-'));
    await writeFile(path.join(root, 'index.html'), '<p>first build</p>');
    await writeFile(path.join(root, '_headers'), '/*\n  X-Build: first\n');
    server = await startStaticServer({ root, port: 0 });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
    expect((await getGzipped(url)).text).toBe('<p>first build</p>');

    await writeFile(path.join(root, 'index.html'), '<p>second build, a little longer</p>');
    await writeFile(path.join(root, '_headers'), '/*\n  X-Build: second\n');
    const { text, headers } = await getGzipped(url);
    expect(text).toBe('<p>second build, a little longer</p>');
    expect(headers['x-build']).toBe('second');
  });
});

/** Sends `raw` as it is, for requests no HTTP client would write, and returns the status line. */
function sendRaw(port: number, raw: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => socket.end(raw));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk.toString()));
    socket.on('close', () => resolve(answer.split('\r\n')[0] ?? ''));
    socket.on('error', reject);
  });
}

/** GETs a path with the given request headers; returns the status, headers and body bytes. */
function fetchPath(port: number, path: string, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
    request({ port, host: '127.0.0.1', path, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: Buffer.concat(chunks) }));
    })
      .on('error', reject)
      .end();
  });
}

describe('the preview server, sent what a visitor or a scanner may send', () => {
  async function serve(basePath = '/') {
    root = await mkdtemp(path.join(tmpdir(), 'itah-static-'));
    await mkdir(path.join(root, 'assets'));
    await writeFile(path.join(root, 'index.html'), '<p>home</p>');
    await writeFile(path.join(root, '404.html'), '<p>not found</p>');
    await writeFile(path.join(root, 'clip.mp4'), Buffer.from('0123456789'));
    await writeFile(path.join(root, '_headers'), `${basePath}assets/*\n  Cache-Control: immutable\n`);
    server = await startStaticServer({ root, port: 0, basePath });
    return (server.address() as AddressInfo).port;
  }

  it('answers a malformed request with 400 and goes on serving', async () => {
    const port = await serve();
    expect(await sendRaw(port, 'GET http://[::1 HTTP/1.1\r\nHost: x\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect(await sendRaw(port, 'GET /%E0%A4%A HTTP/1.1\r\nHost: x\r\n\r\n')).toBe('HTTP/1.1 400 Bad Request');
    expect((await fetchPath(port, '/')).status).toBe(200);
  });

  it('applies header rules to the path of the file it serves, not to the path as written', async () => {
    const port = await serve('/preview/');
    const answer = await fetchPath(port, '/preview/assets/..%2findex.html');
    expect(answer.body.toString()).toBe('<p>home</p>');
    expect(answer.headers['cache-control']).not.toContain('immutable');
  });

  it('serves the 404 page with status 404, under the base path or outside it', async () => {
    const port = await serve('/preview/');
    for (const address of ['/preview/missing', '/elsewhere']) {
      expect(await fetchPath(port, address)).toMatchObject({ status: 404, body: Buffer.from('<p>not found</p>') });
    }
  });

  it.each([
    ['bytes=2-5', 206, 'bytes 2-5/10', '2345'],
    ['bytes=7-', 206, 'bytes 7-9/10', '789'],
    ['bytes=-3', 206, 'bytes 7-9/10', '789'],
    ['bytes=4-100', 206, 'bytes 4-9/10', '456789'],
    ['bytes=10-12', 416, 'bytes */10', ''],
    ['bytes=5-2', 416, 'bytes */10', ''],
  ])('answers the range %s as a host does', async (range, status, contentRange, body) => {
    const port = await serve();
    const answer = await fetchPath(port, '/clip.mp4', { range });
    expect(answer.status).toBe(status);
    expect(answer.headers['content-range']).toBe(contentRange);
    expect(answer.body.toString()).toBe(body);
  });

  it('sends the whole file, and says it takes ranges, when none is asked for', async () => {
    const port = await serve();
    expect(await fetchPath(port, '/clip.mp4')).toMatchObject({
      status: 200,
      headers: { 'accept-ranges': 'bytes' },
      body: Buffer.from('0123456789'),
    });
  });
});
