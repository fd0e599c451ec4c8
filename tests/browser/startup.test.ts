/**
 * The app starts on every page however its HTML arrives. A slow or congested connection can
 * deliver a page's head, with its script tags, long before the rest; a returning visitor has the
 * scripts cached already. Either way the app's entry may be ready while the page is still being
 * read, and it must wait for the root container instead of running without it.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../src/routes/paths.ts';
import { serveSite, waitForHydration } from './harness.ts';

const site = serveSite();
const PAUSE_MS = 1500;
const ROOT_CONTAINER = '<div id="root"';

/**
 * A proxy of the site that sends each HTML page in two parts: everything before the root
 * container at once, the rest after a pause. Everything else passes through as it is.
 */
function startSlowPageProxy(): Promise<Server> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(site.origin + (request.url ?? '/'));
    const type = upstream.headers.get('content-type') ?? 'application/octet-stream';
    const headers: Record<string, string> = { 'content-type': type };
    const policy = upstream.headers.get('content-security-policy');
    if (policy) headers['content-security-policy'] = policy;
    response.writeHead(upstream.status, headers);
    if (!type.startsWith('text/html')) {
      response.end(Buffer.from(await upstream.arrayBuffer()));
      return;
    }
    const html = await upstream.text();
    const split = html.indexOf(ROOT_CONTAINER);
    response.write(html.slice(0, split));
    setTimeout(() => response.end(html.slice(split)), PAUSE_MS);
  });
  return new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(server)));
}

describe('start-up', () => {
  let proxy: Server;
  let proxyOrigin: string;

  beforeAll(async () => {
    proxy = await startSlowPageProxy();
    proxyOrigin = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  });

  afterAll(() => proxy?.close());

  // As when a page is shown from the cache without a connection: its own files are there.
  it.each([paths.home, paths.thankYou, paths.about])('starts %s while the browser reports being offline', async (path) => {
    const { page, problems } = await site.open(paths.about);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false }));
    await page.goto(site.origin + path);
    await waitForHydration(page);
    expect(problems).toEqual([]);
    await page.context().close();
  });

  it('hydrates a page whose root container arrives well after its scripts', async () => {
    const { page, problems } = await site.open(paths.home);
    const started = Date.now();
    await page.goto(proxyOrigin + paths.contact);
    await waitForHydration(page);
    expect(Date.now() - started).toBeGreaterThanOrEqual(PAUSE_MS);
    expect(problems).toEqual([]);
    await page.context().close();
  });
});
