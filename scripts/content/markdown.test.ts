import { describe, expect, it } from 'vitest';
import { readingMinutes, renderMarkdown } from './markdown.ts';

const render = (body: string, basePath = '/') => renderMarkdown(body, { basePath, tokens: { contactEmail: 'privacy@itah.example' } });

describe('renderMarkdown', () => {
  it('opens outside links in a new tab without giving away the opener', async () => {
    const { html } = await render('[NIST](https://www.nist.gov/)');
    expect(html).toContain('<a href="https://www.nist.gov/" target="_blank" rel="noopener noreferrer">NIST</a>');
  });

  it('collects internal links with their lines and prefixes them with the base path', async () => {
    const { html, internalLinks } = await render('Intro\n\nSee [quote](/demo-request).', '/preview/x/');
    expect(internalLinks).toEqual([{ href: '/demo-request', line: 3 }]);
    expect(html).toContain('href="/preview/x/demo-request"');
  });

  it('collects the site files images and videos show, with their lines, and prefixes them with the base path', async () => {
    const { html, siteFiles, internalLinks } = await render(
      'Intro\n\n![Diagram](/images/blog/diagram.webp)\n\n<video src="/media/clip.mp4" poster="/media/clip.jpg"></video>\n\n![Remote](https://example.com/x.png)',
      '/preview/x/',
    );
    expect(siteFiles).toEqual([
      { href: '/images/blog/diagram.webp', line: 3 },
      { href: '/media/clip.mp4', line: 5 },
      { href: '/media/clip.jpg', line: 5 },
    ]);
    expect(internalLinks).toEqual([]);
    expect(html).toContain('src="/preview/x/images/blog/diagram.webp"');
    expect(html).toContain('src="https://example.com/x.png"');
  });

  it('lets images in the text load lazily and decode off the main path', async () => {
    const { html } = await render('![Diagram](/images/blog/diagram.webp)\n\n<img src="/images/a.png" alt="A">');
    expect(html.match(/<img [^>]*>/g)).toEqual([
      '<img src="/images/blog/diagram.webp" alt="Diagram" loading="lazy" decoding="async">',
      '<img src="/images/a.png" alt="A" loading="lazy" decoding="async">',
    ]);
  });

  it('does the same for each address of a srcset, keeping its descriptors', async () => {
    const { html, siteFiles } = await render(
      '<picture><source srcset="/images/a.webp 1x, /images/a@2x.webp 2x, https://cdn.example/a.webp 3x"><img src="/images/a.png" alt="A"></picture>',
      '/preview/x/',
    );
    expect(siteFiles.map((file) => file.href)).toEqual(['/images/a.webp', '/images/a@2x.webp', '/images/a.png']);
    expect(html).toContain('srcset="/preview/x/images/a.webp 1x, /preview/x/images/a@2x.webp 2x, https://cdn.example/a.webp 3x"');
  });

  it('gives headings ids and lists the h2 sections for tables of contents', async () => {
    const { html, headings } = await render('## 9. Your data requests\n\n### Limits\n\n#### Fine print');
    expect(html).toContain('<h2 id="9-your-data-requests">');
    expect(headings).toEqual([{ text: '9. Your data requests', id: '9-your-data-requests' }]);
  });

  it('renders tables and other GitHub-flavoured Markdown', async () => {
    const { html } = await render('| a | b |\n|---|---|\n| 1 | 2 |');
    expect(html).toContain('<table>');
  });

  it('puts each table in a focusable region named by its columns, which scrolls when the table is wide', async () => {
    const { html } = await render('| Tool | Best for |\n|---|---|\n| Jupyter | notebooks |');
    expect(html).toMatch(
      /^<section class="table-scroll" tabindex="0" aria-label="Table: Tool, Best for"><table>[\s\S]*<\/table><\/section>$/,
    );
  });

  it('lets the keyboard reach each code block, which scrolls when its lines are long', async () => {
    const { html } = await render('```sh\nkubectl get pods\n```');
    expect(html).toBe('<pre tabindex="0"><code class="language-sh">kubectl get pods\n</code></pre>');
  });

  it('marks a list whose every item opens in bold as key points, tight or loose, and no other list', async () => {
    const points = await render('- **Slow.** Reports took hours.\n- **Costly.** Storage grew.');
    expect(points.html).toContain('<ul class="key-points">');
    const loose = await render('1. **Catalog**, the busiest part.\n\n2. **Checkout**, where delays cost sales.');
    expect(loose.html).toContain('<ol class="key-points">');
    for (const body of [
      '- **Slow.** Reports took hours.\n- Costs grew.',
      '- **Only one.** A single item.',
      '- Plain **bold** later.\n- Another.',
    ]) {
      expect((await render(body)).html).not.toContain('key-points');
    }
  });

  it('sets quotes, apostrophes and dashes as a typesetter would, and leaves code as typed', async () => {
    const { html } = await render('The service is provided "as is" -- it\'s ours...\n\n`"raw" -- it\'s`');
    expect(html).toContain('The service is provided “as is” — it’s ours…');
    expect(html).toContain('<code>"raw" -- it\'s</code>');
  });

  it('pairs quotes across emphasis and links, and sets the headings listed for the contents the same way', async () => {
    const { html, headings } = await render(
      '## The "best" <kbd>"as typed"</kbd> -- AT&T\'s\n\nA "quote with *emphasis*" and [a "link"](/contact "a > b").',
    );
    expect(html).toContain('A “quote with <em>emphasis</em>” and <a href="/contact" title="a > b">a “link”</a>.');
    expect(headings[0]?.text).toBe('The “best” "as typed" — AT&T’s');
  });

  it('fills known placeholders and reports unknown ones with their line', async () => {
    const { html, issues } = await render('Mail [{{contactEmail}}](mailto:{{contactEmail}}).\n\n{{phone}}');
    expect(html).toContain('<a href="mailto:privacy@itah.example">privacy@itah.example</a>');
    expect(issues).toEqual([{ message: 'unknown placeholder {{phone}} (known: contactEmail)', line: 3 }]);
  });

  it.each([
    ['raw script tags', '<script>alert(1)</script>\n\nText', '<script'],
    ['event handler attributes', '<img src="x" onerror="alert(1)">', 'onerror'],
    ['iframes', '<iframe src="https://evil.example"></iframe>', '<iframe'],
  ])('drops %s', async (_label, body, forbidden) => {
    const { html } = await render(body);
    expect(html).not.toContain(forbidden);
  });

  it('refuses javascript: links and relative links, naming their lines', async () => {
    const { html, issues } = await render('[x](javascript:alert(1))\n\n[y](other-post)');
    expect(html).not.toContain('javascript:');
    expect(issues).toEqual([
      { message: 'link "javascript:alert(1)" must be a site path starting with / or a full https:// address', line: 1 },
      { message: 'link "other-post" must be a site path starting with / or a full https:// address', line: 3 },
    ]);
  });

  it('refuses a # heading, which would be a second h1 on the page', async () => {
    const { issues } = await render('Intro\n\n# Title again');
    expect(issues).toEqual([{ message: 'use ## for sections: the page already shows the title as its only # heading', line: 3 }]);
  });

  it('refuses a heading that skips a level, naming its line, and accepts one that goes back up', async () => {
    const { issues } = await render('## Plan\n\n#### Detail\n\n## Next\n\n### Step\n\n## Last\n');
    expect(issues).toEqual([{ message: '#### comes after ##: go one level deeper at a time (###)', line: 3 }]);
    expect((await render('### First\n')).issues).toEqual([{ message: '### comes after #: go one level deeper at a time (##)', line: 1 }]);
  });

  it('counts words of the text, not of the markup', async () => {
    const { words } = await render('One **two** [three](/blog).\n\n- four\n- five');
    expect(words).toBe(5);
  });
});

describe('readingMinutes', () => {
  it.each([
    [0, 1],
    [220, 1],
    [1100, 5],
    [1430, 7],
  ])('%i words read in %i minutes', (words, minutes) => {
    expect(readingMinutes(words)).toBe(minutes);
  });
});
