import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { verifyDist } from './verify-dist.ts';

let root: string | undefined;
afterEach(() => root && rm(root, { recursive: true, force: true }));

async function siteWithPage(title: string, body: string): Promise<string> {
  root = await mkdtemp(path.join(tmpdir(), 'itah-verify-'));
  await writeFile(
    path.join(root, 'index.html'),
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title><meta name="description" content="A page."></head><body><main>${body}</main></body></html>`,
  );
  return root;
}

describe('verifyDist', () => {
  it("accepts an article's long title, a writer's choice the content step limits", async () => {
    const title = 'A Practical Guide to Reducing Cloud Costs for Small &amp; Medium Sized Businesses | ITAH Blog';
    expect((await verifyDist(await siteWithPage(title, '<h1>Guide</h1>'))).findings).toEqual([]);
  });

  it('checks that a link to a #section finds an element with that id, on this page or the one it names', async () => {
    const body =
      '<h1 id="top">Guide</h1><a href="#top">Top</a><a href="/#top">Home top</a><a href="#gone">Gone</a><a href="/#elsewhere">Missing</a><a href="/#elsewhere">Again</a>';
    const { findings } = await verifyDist(await siteWithPage('Home', body));
    expect(findings.map((finding) => finding.message)).toEqual([
      '#gone names no element of this page',
      '/#elsewhere: the page has no element with the id elsewhere',
    ]);
  });

  it('reports a protocol-relative link or image, which leaves the site for whatever host it names', async () => {
    const body =
      '<h1>Guide</h1><a href="//evil.example/login">Log in</a><img src="//evil.example/x.png" alt="x" srcset="//cdn.example/x.png 2x">';
    const { findings } = await verifyDist(await siteWithPage('Home', body));
    expect(findings.map((finding) => finding.message)).toEqual([
      '//evil.example/login leaves the site: write https:// for another site, or a path of this one',
      '//evil.example/x.png leaves the site: write https:// for another site, or a path of this one',
      '//cdn.example/x.png leaves the site: write https:// for another site, or a path of this one',
    ]);
  });

  it('reports what is wrong with a page, with its line and rule', async () => {
    const { findings } = await verifyDist(await siteWithPage('Home', '<h1 id="a">One</h1><p id="a">Two</p>'));
    expect(findings).toEqual([expect.objectContaining({ page: 'index.html', message: expect.stringContaining('(no-dup-id)') })]);
  });
});
