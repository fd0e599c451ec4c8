import { describe, expect, it } from 'vitest';
import { EMBED_ALLOW } from '../../src/config/security.ts';
import { renderMarkdown } from './markdown.ts';

const render = (body: string) => renderMarkdown(body, { basePath: '/', tokens: {} });

/** Hostile bodies a pull request could carry: none may reach a page, and each is reported. */
const hostile: [label: string, body: string, forbidden: RegExp][] = [
  ['a script element', 'Hi\n\n<script>alert(document.cookie)</script>', /<script/i],
  ['a script inside SVG', '<svg><script>alert(1)</script></svg>', /<script|<svg/i],
  ['an image with onerror', '<img src="x.png" onerror="alert(1)">', /onerror/i],
  ['a link with onclick', '<a href="/blog" onclick="steal()">x</a>', /onclick/i],
  ['a raw javascript: link', '<a href="javascript:alert(1)">x</a>', /javascript:/i],
  ['a mixed-case javascript: link', '<a href="JaVaScRiPt:alert(1)">x</a>', /javascript:/i],
  ['an entity-encoded javascript: link', '<a href="&#106;avascript:alert(1)">x</a>', /javascript:|&#106;/i],
  ['a Markdown javascript: link', '[x](javascript:alert(1))', /javascript:/i],
  ['a data: URL image', '<img src="data:text/html;base64,PHNjcmlwdD4=">', /data:text/i],
  ['a style element', '<style>body{display:none}</style>', /<style/i],
  ['an inline style attribute', '<p style="position:fixed;inset:0">cover</p>', /style=/i],
  ['an iframe from an unknown host', '<iframe src="https://evil.example/x"></iframe>', /<iframe/i],
  ['an iframe with javascript:', '<iframe src="javascript:alert(1)"></iframe>', /<iframe/i],
  ['an object element', '<object data="x.swf"></object>', /<object/i],
  ['a form', '<form action="https://evil.example"><input name="p"></form>', /<form|<input(?![^>]*disabled)/i],
  ['a meta refresh', '<meta http-equiv="refresh" content="0;url=https://evil.example">', /<meta/i],
  ['a base element', '<base href="https://evil.example/">', /<base/i],
];

describe('raw HTML in content', () => {
  it.each(hostile)('removes %s and reports it', async (_label, body, forbidden) => {
    const { html, issues } = await render(body);
    expect(html).not.toMatch(forbidden);
    expect(issues.length).toBeGreaterThan(0);
  });

  it('keeps harmless raw HTML such as a details block', async () => {
    const { html, issues } = await render('<details><summary>More</summary>\n\nHidden *text*.\n\n</details>');
    expect(html).toContain('<details><summary>More</summary>');
    expect(issues).toEqual([]);
  });

  it('keeps a video embed from an allowed host, lazy-loaded', async () => {
    const { html, issues } = await render(
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Demo" width="560" height="315" allowfullscreen></iframe>',
    );
    expect(issues).toEqual([]);
    expect(html).toContain(
      `<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Demo" width="560" height="315" allowfullscreen loading="lazy" allow="${EMBED_ALLOW}"></iframe>`,
    );
  });

  it('does not let a look-alike host through', async () => {
    const { html } = await render('<iframe src="https://www.youtube-nocookie.com.evil.example/embed/x"></iframe>');
    expect(html).not.toContain('<iframe');
  });
});

/** What a writer may do that must not break without a word: each works, or is named with its line. */
describe('content that works as written, or is named', () => {
  it('links footnotes to their notes and back, each id prefixed once', async () => {
    const { html } = await render('Claim.[^1]\n\n[^1]: Source.');
    const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
    const targets = [...html.matchAll(/\shref="#([^"]+)"/g)].map((match) => match[1]);
    expect(targets).toEqual(['user-content-fn-1', 'user-content-fnref-1']);
    expect(targets.filter((target) => !ids.has(target))).toEqual([]);
  });

  it('keeps a tel: link', async () => {
    const { html, issues } = await render('[Call us](tel:+1-555-0100)');
    expect(html).toBe('<p><a href="tel:+1-555-0100">Call us</a></p>');
    expect(issues).toEqual([]);
  });

  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty'])('treats {{%s}} as an unknown placeholder', async (name) => {
    const { html, issues } = await renderMarkdown(`Write to {{${name}}}.`, { basePath: '/', tokens: { contactEmail: 'a@b.example' } });
    expect(html).not.toMatch(/native code|\[object/);
    expect(issues).toEqual([{ message: `unknown placeholder {{${name}}} (known: contactEmail)`, line: 1 }]);
  });

  it.each(['Main', 'Root', 'App not loaded', 'Sidebar tags'])(
    'refuses the heading "%s", whose id the page around the text uses',
    async (heading) => {
      const { issues } = await render(`Intro\n\n## ${heading}\n`);
      expect(issues).toEqual([
        { message: expect.stringMatching(/^the heading's id ".+" is one the page itself uses: reword the heading$/), line: 3 },
      ]);
    },
  );

  it.each([
    ['an image from another host', '![Chart](https://cdn.example/chart.png)'],
    ['a protocol-relative image', '<img src="//evil.example/x.png" alt="x">'],
    ['a srcset address on another host', '<img src="/images/a.png" srcset="https://cdn.example/a.webp 2x" alt="A">'],
    ['a protocol-relative srcset address', '<picture><source srcset="//evil.example/a.webp"><img src="/images/a.png" alt="A"></picture>'],
  ])('refuses %s, which the policy would block', async (_label, body) => {
    const { issues } = await render(body);
    expect(issues).toEqual([{ message: expect.stringContaining('must be a file under public/'), line: 1 }]);
  });

  it('gives every embed the same fixed permissions, whatever the writer asked for', async () => {
    const { html } = await render(
      '<iframe src="https://player.vimeo.com/video/1" title="Demo" allow="camera; microphone; geolocation"></iframe>',
    );
    expect(html).toBe(`<iframe src="https://player.vimeo.com/video/1" title="Demo" loading="lazy" allow="${EMBED_ALLOW}"></iframe>`);
  });
});
