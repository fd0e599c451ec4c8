import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { inlineScriptHashes, securityPolicy, sha256 } from './securityHeaders.ts';

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

describe('securityPolicy', () => {
  const page = (script: string) => `<!doctype html><html><head><title>t</title></head><body><script>${script}</script></body></html>`;

  it("puts each page's own inline script hashes into its meta policy, and all of them into _headers", async () => {
    const policy = securityPolicy('/preview/');
    const first = policy.apply(page('a()'));
    const second = policy.apply(page('b()'));
    expect(first).toMatch(/^<!doctype html><html><head><meta http-equiv="Content-Security-Policy" content="[^"]*'sha256-/);
    expect(first).toContain(sha256('a()'));
    expect(first).not.toContain(sha256('b()'));
    expect(second).toContain(sha256('b()'));

    const outDir = await mkdtemp(path.join(tmpdir(), 'itah-policy-'));
    onTestFinished(() => rm(outDir, { recursive: true, force: true }));
    expect(await policy.writeHostFiles(outDir)).toEqual({ pages: 2, hashes: 2 });
    const headers = await readFile(path.join(outDir, '_headers'), 'utf8');
    expect(headers).toMatch(/^\/preview\/\*\n {2}Content-Security-Policy: /);
    expect(headers).toContain(sha256('a()'));
    expect(headers).toContain(sha256('b()'));
    expect(await readFile(path.join(outDir, '_redirects'), 'utf8')).toBe('/preview/blog/page/1 /preview/blog 301\n');
  });
});
