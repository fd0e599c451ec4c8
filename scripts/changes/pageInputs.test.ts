import { afterEach, describe, expect, it } from 'vitest';
import { readBuiltSite } from './builtSite.ts';
import { hashRemover } from './hashedNames.ts';
import { inputsFingerprinter, type PageInputs } from './pageInputs.ts';
import { pageParts } from './pageParts.ts';
import { removeTestSites, testPage, writeTestSite } from './testSites.ts';

afterEach(removeTestSites);

const HEAD = '<link rel="stylesheet" href="/assets/Post-saCkTpRp.css"><style>.hero{background:url(/media/hero.svg)}</style>';
const BODY = '<img src="photo.webp" alt="">';
const SITE = {
  'index.html': testPage({}),
  'blog/index.html': testPage({ head: HEAD, body: BODY }),
  'assets/app-CGApBOIu.js': 'import("./Post-D1Unaub1.js")',
  'assets/Post-D1Unaub1.js': 'export const post = 1;',
  'assets/Post-saCkTpRp.css': '@font-face{src:url(./inter-DWxZeM3k.woff2)}',
  'assets/inter-DWxZeM3k.woff2': 'font',
  'media/hero.svg': '<svg/>',
  'photo.webp': 'photo',
};

/** The fingerprints of /blog's inputs in a site made of these files. */
async function blogInputs(files: Record<string, string>): Promise<PageInputs> {
  const site = await readBuiltSite(await writeTestSite(files));
  const unhash = hashRemover([...Object.keys(SITE), ...Object.keys(files)].map((file) => file.split('/').at(-1)!));
  const html = files['blog/index.html']!;
  return inputsFingerprinter(site, unhash)('/blog', pageParts(html, unhash));
}

/** The site with one file's content or name changed. */
function changed(file: string, content: string, renamed = file): Record<string, string> {
  const files: Record<string, string> = { ...SITE, [renamed]: content };
  if (renamed !== file) delete files[file];
  return files;
}

describe('inputsFingerprinter', () => {
  it('gives the same fingerprints to sites that differ only in hashed names', async () => {
    const renamed = changed('assets/Post-D1Unaub1.js', SITE['assets/Post-D1Unaub1.js'], 'assets/Post-Xy12Xy12.js');
    renamed['assets/app-CGApBOIu.js'] = 'import("./Post-Xy12Xy12.js")';
    expect(await blogInputs(renamed)).toEqual(await blogInputs(SITE));
  });

  it.each([
    ['a linked stylesheet', 'assets/Post-saCkTpRp.css', '@font-face{src:url(./inter-DWxZeM3k.woff2)}h1{color:red}'],
    ['a font a stylesheet names', 'assets/inter-DWxZeM3k.woff2', 'another font'],
    ['an image an inline style names', 'media/hero.svg', '<svg viewBox="0 0 1 1"/>'],
    ['an image of the page, by a relative address', 'photo.webp', 'another photo'],
    ['an inline style', 'blog/index.html', testPage({ head: HEAD.replace('url(', 'color:red;background:url('), body: BODY })],
  ])('changes the styles’ fingerprint, not the scripts’, when %s changes', async (_what, file, content) => {
    const [before, after] = [await blogInputs(SITE), await blogInputs(changed(file, content))];
    expect(after.styles).not.toBe(before.styles);
    expect(after.scripts).toBe(before.scripts);
  });

  it.each([
    ['any script of the site', 'assets/Post-D1Unaub1.js', 'export const post = 2;'],
    ['an inline script', 'blog/index.html', testPage({ head: HEAD, body: `${BODY}<script>window.ready = true;</script>` })],
  ])('changes the scripts’ fingerprint, not the styles’, when %s changes', async (_what, file, content) => {
    const [before, after] = [await blogInputs(SITE), await blogInputs(changed(file, content))];
    expect(after.scripts).not.toBe(before.scripts);
    expect(after.styles).toBe(before.styles);
  });
});
