import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { remark } from 'remark';
import remarkGfm from 'remark-gfm';
import { describe, expect, it } from 'vitest';
import { syntheticPost } from '../bench/syntheticPosts.ts';
import { mayHoldAutolinkLiterals, parseMarkdown } from './parseMarkdown.ts';

const gfm = remark().use(remarkGfm);
const bodiesIn = (folder: string) =>
  readdirSync(folder)
    .filter((name) => name.endsWith('.md'))
    .map((name) => matter(readFileSync(path.join(folder, name), 'utf8')).content);

/** Every construct GFM's autolink literals touch or could be confused by, on its own. */
const EDGE_CASES = [
  'Mail privacy@itah.example or write to sales+eu@itah.example.',
  'See www.nist.gov for the framework.',
  'Specs live at https://slsa.dev/spec.',
  'Shouting HTTP://EXAMPLE.COM/path?x=1 works too.',
  'Linked: [https://slsa.dev](https://slsa.dev) and [www.nist.gov][nist].\n\n[nist]: https://www.nist.gov',
  'An autolink <https://owasp.org> and <team@itah.example>.',
  '![Diagram from www.example.com](/images/a.png) and ![ref][img]\n\n[img]: /b.png',
  'Code `https://example.com` and\n\n```\nwww.example.com user@example.com\n```',
  'Escaped www\\.example.com and an entity &#64; sign, user&#64;example.com.',
  'mailto:team@itah.example and xmpp:ops@itah.example/desk',
  '| Tool | Site |\n| --- | --- |\n| Jupyter | https://jupyter.org |\n| Power BI | [docs](https://learn.microsoft.com) |',
  '- [x] done www.example.com\n- [ ] ~~struck~~ text[^1]\n\n[^1]: A note citing https://example.com.',
  '<p>Raw https://example.com in HTML</p>\n\nThen **bold www.example.com** and _emphasis@domain.example_.',
  'No links here at all, only words and a [site link](/services).',
];

describe('parseMarkdown', () => {
  const corpus = [
    ...bodiesIn('posts'),
    ...bodiesIn('legal'),
    ...bodiesIn('portfolio'),
    ...EDGE_CASES,
    ...Array.from({ length: 5 }, (_, index) => matter(syntheticPost(index).text).content),
  ];

  it.each(corpus.map((body, index) => [index, body]))('parses body %i to the same tree as remark with remark-gfm', (_index, body) => {
    expect(parseMarkdown(body)).toEqual(gfm.parse(body));
  });

  it('skips the autolink pass when addresses appear only as link destinations', () => {
    const [withoutAutolinks, withAutolinks] = [
      remark().parse('See [NIST](https://www.nist.gov) and [us](/about).'),
      gfm.parse('Write to team@itah.example.'),
    ];
    expect(mayHoldAutolinkLiterals(withoutAutolinks)).toBe(false);
    expect(mayHoldAutolinkLiterals(withAutolinks)).toBe(true);
    expect(mayHoldAutolinkLiterals(remark().parse('![From www.example.com](/a.png)'))).toBe(true);
  });

  it('still makes bare addresses into links', () => {
    const links: string[] = [];
    const visitLinks = (node: { type: string; url?: string; children?: unknown[] }) => {
      if (node.type === 'link') links.push(node.url!);
      (node.children as (typeof node)[] | undefined)?.forEach(visitLinks);
    };
    visitLinks(parseMarkdown(EDGE_CASES.slice(0, 4).join('\n\n')));
    expect(links).toEqual([
      'mailto:privacy@itah.example',
      'mailto:sales+eu@itah.example',
      'http://www.nist.gov',
      'https://slsa.dev/spec',
      'HTTP://EXAMPLE.COM/path?x=1',
    ]);
  });
});
