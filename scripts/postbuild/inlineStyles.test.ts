import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { styleInliner } from './inlineStyles.ts';

/** A built site under a base path, with two stylesheets; the second holds text a naive rewrite would mangle. */
function builtSite() {
  const outDir = mkdtempSync(path.join(tmpdir(), 'inline-styles-'));
  mkdirSync(path.join(outDir, 'assets'));
  writeFileSync(path.join(outDir, 'assets', 'shared-1.css'), '.a{color:red}');
  writeFileSync(path.join(outDir, 'assets', 'Home-2.css'), '.b::after{content:"$& </style>"}');
  return outDir;
}

const page = (head: string) => `<!doctype html><html><head><title>T</title>${head}</head><body></body></html>`;

describe('styleInliner', () => {
  it('puts each stylesheet of the site in the page, followed by a disabled link to its file', async () => {
    const inline = styleInliner(builtSite(), '/preview/x/');
    const html = await inline(
      page(
        '<link rel="stylesheet" href="/preview/x/assets/shared-1.css" crossorigin="">' +
          '<link rel="stylesheet" crossorigin="" href="/preview/x/assets/Home-2.css">',
      ),
    );
    expect(html).toBe(
      page(
        '<style>.a{color:red}</style><link rel="stylesheet" href="/preview/x/assets/shared-1.css" disabled>' +
          '<style>.b::after{content:"$& <\\/style>"}</style><link rel="stylesheet" href="/preview/x/assets/Home-2.css" disabled>',
      ),
    );
  });

  it('leaves stylesheets from elsewhere, and pages already inlined, as they are', async () => {
    const inline = styleInliner(builtSite(), '/');
    const foreign = page('<link rel="stylesheet" href="https://cdn.example/x.css">');
    expect(await inline(foreign)).toBe(foreign);
    const once = await inline(page('<link rel="stylesheet" href="/assets/shared-1.css">'));
    expect(await inline(once)).toBe(once);
  });
});
