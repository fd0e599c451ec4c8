import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { get, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
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
