import { afterEach, describe, expect, it } from 'vitest';
import { readBuiltSite } from './builtSite.ts';
import { compareSites } from './compareSites.ts';
import { removeTestSites, testPage, writeTestSite } from './testSites.ts';

afterEach(removeTestSites);

const BASE = {
  'index.html': testPage({ body: '<h1>Home</h1>' }),
  'about/index.html': testPage({ body: '<h1>About</h1><p>We build.</p>' }),
  'blog/old/index.html': testPage({ body: '<h1>Old post</h1>' }),
  'contact/index.html': testPage({ head: '<style>h1{color:navy}</style>', body: '<h1>Contact</h1>' }),
  'policy/index.html': testPage({ body: '<a href="/terms">Terms</a>' }),
  'content/posts/old.html': '<p>A body</p>',
  'assets/app-CGApBOIu.js': 'console.log(1)',
  'rss.xml': '<rss>\n<lastBuildDate>Mon</lastBuildDate>\n<item>Old post</item>\n</rss>',
  'sitemap.xml': '<urlset>\n<url>/</url>\n</urlset>',
};

async function compare(head: Record<string, string>, base: Record<string, string> = BASE) {
  return compareSites(await readBuiltSite(await writeTestSite(base)), await readBuiltSite(await writeTestSite(head)));
}

describe('compareSites', () => {
  it('finds nothing between a site and its copy', async () => {
    const comparison = await compare(BASE);
    expect(comparison).toEqual({
      added: [],
      removed: [],
      changed: [],
      restyled: [],
      rescripted: [],
      unchanged: ['/', '/about', '/blog/old', '/contact', '/policy', '/rss.xml', '/sitemap.xml'],
    });
  });

  it('lists pages added and removed, and a page whose words changed with its text diff', async () => {
    const head: Record<string, string> = {
      ...BASE,
      'about/index.html': testPage({ body: '<h1>About</h1><p>We build and run.</p>' }),
      'blog/new/index.html': testPage({ body: '<h1>New post</h1>' }),
    };
    delete head['blog/old/index.html'];
    const comparison = await compare(head);
    expect(comparison.added).toEqual(['/blog/new']);
    expect(comparison.removed).toEqual(['/blog/old']);
    expect(comparison.changed).toEqual([{ route: '/about', text: { added: ['We build and run.'], removed: ['We build.'] } }]);
  });

  it('gives the markup diff of a page whose text is the same', async () => {
    const comparison = await compare({ ...BASE, 'policy/index.html': testPage({ body: '<a href="/legal/terms">Terms</a>' }) });
    expect(comparison.changed).toEqual([
      {
        route: '/policy',
        text: { added: [], removed: [] },
        markup: { added: ['<a href="/legal/terms">'], removed: ['<a href="/terms">'] },
      },
    ]);
  });

  it('tells pages whose styles or scripts changed apart from those whose markup did, and from each other', async () => {
    const restyled = await compare({
      ...BASE,
      'contact/index.html': testPage({ head: '<style>h1{color:red}</style>', body: '<h1>Contact</h1>' }),
    });
    expect(restyled.restyled).toEqual(['/contact']);
    expect(restyled.changed).toEqual([]);
    const rescripted = await compare({ ...BASE, 'assets/app-CGApBOIu.js': 'console.log(2)' });
    expect(rescripted.rescripted).toEqual(['/', '/about', '/blog/old', '/contact', '/policy']);
    expect(rescripted.restyled).toEqual([]);
  });

  it('compares the feed and the sitemap as text, apart from the feed’s build date', async () => {
    const comparison = await compare({
      ...BASE,
      'rss.xml': '<rss>\n<lastBuildDate>Tue</lastBuildDate>\n<item>New post</item>\n<item>Old post</item>\n</rss>',
      'atom.xml': '<feed></feed>',
    });
    expect(comparison.changed).toEqual([{ route: '/rss.xml', text: { added: ['<item>New post</item>'], removed: [] } }]);
    expect(comparison.added).toEqual(['/atom.xml']);
    expect(comparison.unchanged).toContain('/sitemap.xml');
  });
});
