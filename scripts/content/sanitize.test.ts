import { describe, expect, it } from 'vitest';
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
      '<iframe src="https://www.youtube-nocookie.com/embed/abc123" title="Demo" width="560" height="315" allowfullscreen loading="lazy"></iframe>',
    );
  });

  it('does not let a look-alike host through', async () => {
    const { html } = await render('<iframe src="https://www.youtube-nocookie.com.evil.example/embed/x"></iframe>');
    expect(html).not.toContain('<iframe');
  });
});
