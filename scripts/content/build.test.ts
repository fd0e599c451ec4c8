import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { scaffoldPost } from '../new-post.ts';
import { buildContent } from './build.ts';
import { ContentError, formatProblem } from './problems.ts';

const fixtures = path.join(import.meta.dirname, '__fixtures__');

async function problemsOf(root: string): Promise<string[]> {
  try {
    await buildContent({ root, includeDrafts: false, basePath: '/' });
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
  return [];
}

/** Runs `check` on a throwaway copy of the valid fixture site, removed afterwards. */
async function withSiteCopy(check: (root: string) => Promise<void>) {
  const root = await mkdtemp(path.join(tmpdir(), 'itah-content-'));
  try {
    await cp(path.join(fixtures, 'site'), root, { recursive: true });
    await check(root);
  } finally {
    await rm(root, { recursive: true, force: true });
  }
}

/** Adds a paragraph at the end of a file's body. */
const appendParagraph = async (file: string, text: string) => writeFile(file, `${await readFile(file, 'utf8')}\n${text}\n`);

describe('buildContent', () => {
  it('builds the index of a valid site, newest post first, drafts left out', async () => {
    const index = await buildContent({ root: path.join(fixtures, 'site'), includeDrafts: false, basePath: '/' });
    expect(index.posts.map((post) => post.slug)).toEqual(['valid-post', 'older-post']);
    expect(index.posts[0]).toMatchObject({
      date: '2024-03-04',
      categorySlug: 'cybersecurity',
      tags: [
        { name: 'zero trust', slug: 'zero-trust' },
        { name: 'Network Security', slug: 'network-security' },
      ],
      readingMinutes: 1,
      draft: false,
    });
    expect(index.posts[1]).toMatchObject({ date: '2023-12-01', cardLabel: 'Field Notes' });
    expect(index.summary.categories).toEqual([
      { name: 'Cybersecurity', slug: 'cybersecurity', count: 1 },
      { name: 'Data Analytics', slug: 'data-analytics', count: 1 },
    ]);
    expect(index.summary.tags[0]).toEqual({ name: 'Network Security', slug: 'network-security', count: 2 });
  });

  it('shows drafts when asked to (the dev server)', async () => {
    const index = await buildContent({ root: path.join(fixtures, 'site'), includeDrafts: true, basePath: '/' });
    expect(index.posts.map((post) => post.slug)).toContain('work-in-progress');
  });

  it('turns cases and legal pages into their index entries', async () => {
    const index = await buildContent({ root: path.join(fixtures, 'site'), includeDrafts: false, basePath: '/' });
    expect(index.cases).toEqual([
      expect.objectContaining({
        slug: 'case-one',
        industry: 'Financial Services',
        cta: { label: 'Schedule a call', href: expect.stringMatching(/^https:/), external: true },
      }),
    ]);
    expect(index.legal).toEqual([
      expect.objectContaining({
        slug: 'policy',
        updated: '2024-08-18',
        toc: [
          { text: '1. What we collect', id: '1-what-we-collect' },
          { text: '2. Your rights', id: '2-your-rights' },
        ],
      }),
    ]);
    expect(index.bodies.find((body) => body.slug === 'policy')?.html).toContain('mailto:privacy@itah.example');
  });

  it('names every problem of every file at once', async () => {
    expect(await problemsOf(path.join(fixtures, 'broken'))).toEqual([
      'legal/privacy-copy.md: slug: "policy" is also the path of legal/privacy.md (line 3)',
      'legal/privacy.md: slug: "policy" is also the path of legal/privacy-copy.md (line 3)',
      'portfolio/assets.md: slug: "assets" is already the path of a page or folder of the site',
      'portfolio/bad-cta.md: cta.href: /contatc is not a page of this site (line 14)',
      'posts/bad-link.md: link: /no-such-page is not a page of this site or a file under public/ (line 11)',
      'posts/bad-link.md: image: /images/missing-diagram.webp does not exist under public/ (line 15)',
      'posts/broken-yaml.md: front matter: invalid YAML: Missing closing "quote (line 2)',
      'posts/chinese-title.md: title: has characters the generated image cannot draw (云 安 全 ： 我 们 的 做 法): give the post its own image (see WRITING.md) (line 2)',
      'posts/missing-title.md: title: is required',
      'posts/missing-title.md: date: must be a real date written as YYYY-MM-DD, e.g. 2024-07-12 (line 3)',
      'posts/no-body.md: body: is empty: write the text below the front matter',
    ]);
  });

  it('builds nothing but reports nothing when the content folders do not exist', async () => {
    const index = await buildContent({ root: path.join(fixtures, 'does-not-exist'), includeDrafts: false, basePath: '/' });
    expect(index.posts).toEqual([]);
    expect(index.summary.postCount).toBe(0);
  });

  it('when asked to keep going (the preview), still indexes every file that has no problem', async () => {
    await withSiteCopy(async (root) => {
      for (const name of ['missing-title.md', 'bad-link.md']) {
        await cp(path.join(fixtures, 'broken', 'posts', name), path.join(root, 'posts', name));
      }
      const error = await buildContent({ root, includeDrafts: false, basePath: '/', keepGoing: true }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ContentError);
      const { problems, partialIndex } = error as ContentError;
      expect(new Set(problems.map((problem) => problem.file))).toEqual(new Set(['posts/missing-title.md', 'posts/bad-link.md']));
      expect(partialIndex?.posts.map((post) => post.slug)).toEqual(['valid-post', 'older-post']);
      expect(partialIndex?.bodies.map((body) => body.slug)).not.toContain('bad-link');
      expect(partialIndex?.summary.postCount).toBe(2);
      expect(partialIndex?.legal.map((page) => page.slug)).toEqual(['policy']);
    });
  });

  it("gives the images in a body their files' width and height, read at each build", async () => {
    await withSiteCopy(async (root) => {
      await mkdir(path.join(root, 'public', 'images'), { recursive: true });
      const diagram = path.join(root, 'public', 'images', 'diagram.png');
      const drawPng = (width: number, height: number) =>
        sharp({ create: { width, height, channels: 3, background: '#0f172a' } })
          .png()
          .toFile(diagram);
      await drawPng(800, 450);
      await appendParagraph(path.join(root, 'posts', 'valid-post.md'), '![How the parts connect](/images/diagram.png)');
      const imageOf = async () => {
        const index = await buildContent({ root, includeDrafts: false, basePath: '/' });
        return index.bodies.find((body) => body.slug === 'valid-post')!.html.match(/<img [^>]*>/)?.[0];
      };
      expect(await imageOf()).toMatch(/ width="800" height="450">$/);
      // The text is unchanged: its image is sized again all the same.
      await drawPng(600, 600);
      expect(await imageOf()).toMatch(/ width="600" height="600">$/);
    });
  });

  it('says a link leads to a draft this build leaves out, rather than to no page at all', async () => {
    await withSiteCopy(async (root) => {
      await appendParagraph(path.join(root, 'posts', 'valid-post.md'), 'The story goes on in [part two](/blog/work-in-progress).');
      expect((await problemsOf(root)).filter((problem) => problem.includes('work-in-progress'))).toEqual([
        expect.stringMatching(
          /^posts\/valid-post\.md: link: \/blog\/work-in-progress is a draft \(posts\/work-in-progress\.md has draft: true\), which this build leaves out/,
        ),
      ]);
    });
  });

  it('names a link to a section that an article or legal page does not have, and lists the sections it has', async () => {
    await withSiteCopy(async (root) => {
      await appendParagraph(
        path.join(root, 'posts', 'valid-post.md'),
        'Read [your rights](/policy#2-your-rights), [the first step](/blog/valid-post#first-step), [the last](/blog/valid-post#last-step) and <a href="/blog/valid-post#100%">the odd</a>.',
      );
      expect((await problemsOf(root)).filter((problem) => problem.includes('section'))).toEqual([
        expect.stringMatching(
          /^posts\/valid-post\.md: link: \/blog\/valid-post#last-step: that page has no section #last-step \(its sections: #first-step\) \(line \d+\)$/,
        ),
        expect.stringMatching(/^posts\/valid-post\.md: link: \/blog\/valid-post#100%: that page has no section #100%/),
      ]);
    });
  });

  it('does not also blame a link to a legal page whose own file has a problem', async () => {
    await withSiteCopy(async (root) => {
      await appendParagraph(path.join(root, 'posts', 'valid-post.md'), 'See our [privacy policy](/policy).');
      const legal = path.join(root, 'legal', 'privacy.md');
      await writeFile(legal, (await readFile(legal, 'utf8')).replace(/^title:.*\n/m, ''));
      expect(await problemsOf(root)).toEqual(['legal/privacy.md: title: is required']);
    });
  });

  it('refuses two case studies listed at the same place, naming both', async () => {
    await withSiteCopy(async (root) => {
      const first = await readFile(path.join(root, 'portfolio', 'case-one.md'), 'utf8');
      await writeFile(path.join(root, 'portfolio', 'case-two.md'), first);
      const problems = await problemsOf(root);
      expect(problems.filter((problem) => problem.includes(': order: '))).toEqual([
        expect.stringMatching(
          /^portfolio\/case-one\.md: order: \d+ is also the order of portfolio\/case-two\.md: give each case study its own \(line \d+\)$/,
        ),
        expect.stringMatching(/^portfolio\/case-two\.md: order: \d+ is also the order of portfolio\/case-one\.md/),
      ]);
    });
  });

  it("keeps a legal page off a folder of public/, not off a file's name", async () => {
    await withSiteCopy(async (root) => {
      await mkdir(path.join(root, 'public', 'media'), { recursive: true });
      await writeFile(path.join(root, 'public', 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
      const policy = await readFile(path.join(root, 'legal', 'privacy.md'), 'utf8');
      await writeFile(path.join(root, 'legal', 'privacy.md'), policy.replace('slug: "policy"', 'slug: "favicon"'));
      expect(await problemsOf(root)).toEqual([]);
      await writeFile(path.join(root, 'legal', 'privacy.md'), policy.replace('slug: "policy"', 'slug: "media"'));
      expect(await problemsOf(root)).toEqual([
        'legal/privacy.md: slug: "media" is already the path of a page or folder of the site (line 3)',
      ]);
    });
  });

  const CLEAN_SVG =
    '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><style>@font-face{font-family:F;src:url(data:font/woff2;base64,d09GMgABAAAA) format("woff2")}</style><defs><linearGradient id="g"/></defs><rect fill="url(#g)"/><use xlink:href="#g"/></svg>';
  /** Files a pull request could add under public/, which the site would serve from its own origin. */
  const refusedPublicFiles: [name: string, text: string, message: string][] = [
    ['files/app.js', 'alert(1)', 'is not a kind of file the site serves from public/'],
    ['files/page.html', '<script>alert(1)</script>', 'is not a kind of file the site serves from public/'],
    ['.well-known/x', 'x', 'is not a kind of file the site serves from public/'],
    ['images/script.svg', '<svg><script>alert(1)</script></svg>', 'holds a <script>'],
    ['images/script-src.svg', '<svg><svg:script href="/files/app.js"/></svg>', 'holds a <script>'],
    ['images/handler.svg', '<svg><rect onload="alert(1)"/></svg>', 'holds an event handler attribute'],
    ['images/html.svg', '<svg><foreignObject><iframe src="/"/></foreignObject></svg>', 'holds a <foreignObject>'],
    ['images/entity.svg', '<!DOCTYPE svg [<!ENTITY x "&#60;script>">]><svg>&x;</svg>', 'holds an entity declaration'],
    ['images/link.svg', '<svg><a href="https://evil.example/"><rect/></a></svg>', 'holds a reference to another file'],
    ['images/image.svg', '<svg><image xlink:href="//evil.example/pixel.png"/></svg>', 'holds a reference to another file'],
    ['images/encoded.svg', '<svg><a href="&#106;avascript:alert(1)"><rect/></a></svg>', 'holds a reference to another file'],
    ['images/style.svg', '<svg><style>rect { fill: url(https://evil.example/x) }</style><rect/></svg>', 'holds a url() of another file'],
    [
      'images/data.svg',
      '<svg><style>rect { fill: url(data:image/svg+xml;base64,PHN2Zy8+) }</style><rect/></svg>',
      'holds a url() of another file',
    ],
    ['images/import.svg', '<svg><style>@import "https://evil.example/x.css";</style></svg>', 'holds a CSS @import or escape'],
  ];

  it.each(refusedPublicFiles)('refuses public/%s, which the site would serve as its own', async (name, text, message) => {
    await withSiteCopy(async (root) => {
      await mkdir(path.dirname(path.join(root, 'public', name)), { recursive: true });
      await writeFile(path.join(root, 'public', name), text);
      expect(await problemsOf(root)).toEqual([
        expect.stringMatching(new RegExp(`^public/${name.replace(/\./g, '\\.')}: file: ${message.replace(/[()<>]/g, '\\$&')}`)),
      ]);
    });
  });

  it('accepts images, SVG that only draws, videos, PDFs and fonts under public/', async () => {
    await withSiteCopy(async (root) => {
      await mkdir(path.join(root, 'public', 'media'), { recursive: true });
      for (const name of ['a.png', 'b.JPG', 'c.webp', 'd.avif', 'e.gif', 'f.mp4', 'g.webm', 'h.pdf', 'i.woff2']) {
        await writeFile(path.join(root, 'public', 'media', name), 'x');
      }
      await writeFile(path.join(root, 'public', 'media', 'clean.svg'), CLEAN_SVG);
      expect(await problemsOf(root)).toEqual([]);
    });
  });

  it("refuses a case study's image that is not under public/", async () => {
    await withSiteCopy(async (root) => {
      const file = path.join(root, 'portfolio', 'case-one.md');
      await writeFile(file, (await readFile(file, 'utf8')).replace('order: 1\n', 'order: 1\nimage: "/images/cases/missing.webp"\n'));
      expect(await problemsOf(root)).toEqual([
        'portfolio/case-one.md: image: /images/cases/missing.webp does not exist under public/ (line 21)',
      ]);
    });
  });

  it('refuses a tag without letters or digits, and tags that would share one address, naming them', async () => {
    await withSiteCopy(async (root) => {
      const retag = async (name: string, tags: string) => {
        const file = path.join(root, 'posts', name);
        await writeFile(file, (await readFile(file, 'utf8')).replace(/^tags: .*$/m, `tags: ${tags}`));
      };
      await retag('valid-post.md', '["C++", "!!!", "Network Security"]');
      await retag('older-post.md', '["C#", "network security"]');
      expect(await problemsOf(root)).toEqual([
        'posts/older-post.md: tags: "C#" and "C++" would share the address /blog/tag/c: name them apart (line 6)',
        'posts/valid-post.md: tags: "C++" and "C#" would share the address /blog/tag/c: name them apart (line 6)',
        'posts/valid-post.md: tags: "!!!" has no letter or digit to make its address /blog/tag/…: name it in words (line 6)',
      ]);
    });
  });

  /** The problems of a site holding only new-post's scaffold of "Cloud costs", edited by `edit`. */
  async function problemsOfEditedScaffold(edit: (scaffold: string) => string): Promise<string[]> {
    const root = await mkdtemp(path.join(tmpdir(), 'itah-scaffold-'));
    try {
      await mkdir(path.join(root, 'posts'));
      await writeFile(path.join(root, 'posts', 'cloud-costs.md'), edit(scaffoldPost('Cloud costs', 'Cloud Native', '2024-05-01')));
      return await problemsOf(root);
    } finally {
      await rm(root, { recursive: true, force: true });
    }
  }

  it('names, in the same run as its front-matter problems, a missing own image and the text new-post left', async () => {
    const problems = await problemsOfEditedScaffold((scaffold) =>
      scaffold.replace('draft: true\n', 'image: "/images/blog/cloud.webp"\n').replace(/^tags: .*$/m, 'tags: ["cloud"]'),
    );
    expect(problems).toEqual([
      'posts/cloud-costs.md: imageAlt: is required with image: say what the image shows',
      'posts/cloud-costs.md: description: still holds the stand-in text new-post wrote: write your own (line 3)',
      'posts/cloud-costs.md: excerpt: still holds the stand-in text new-post wrote: write your own (line 8)',
      'posts/cloud-costs.md: image: /images/blog/cloud.webp does not exist under public/ (line 9)',
      'posts/cloud-costs.md: body: still holds the stand-in text new-post wrote: write your own (line 12)',
    ]);
  });

  it("reads a failed post's image path as the schema would, and a draft in words it refuses as a draft", async () => {
    const withSpacedImage = await problemsOfEditedScaffold((scaffold) =>
      scaffold.replace('draft: true\n', 'image: "/images/blog/cloud.webp "\n'),
    );
    expect(withSpacedImage).toContain('posts/cloud-costs.md: image: /images/blog/cloud.webp does not exist under public/ (line 9)');
    const draftInWords = await problemsOfEditedScaffold((scaffold) => scaffold.replace('draft: true', 'draft: yes'));
    expect(draftInWords.filter((problem) => problem.includes('body:'))).toEqual([]);
    expect(draftInWords).toContain('posts/cloud-costs.md: draft: must be true or false (line 9)');
  });

  it('refuses a published post whose text still opens as new-post wrote it', async () => {
    const problems = await problemsOfEditedScaffold((scaffold) =>
      scaffold
        .replace('draft: true\n', '')
        .replace(/^description: .*$/m, 'description: "How we cut the cloud bill of a retailer by a third in one quarter."')
        .replace(/^excerpt: .*$/m, 'excerpt: "A third off the cloud bill in one quarter, without slowing delivery."')
        .replace(/^tags: .*$/m, 'tags: ["cloud"]'),
    );
    expect(problems).toEqual(['posts/cloud-costs.md: body: still holds the stand-in text new-post wrote: write your own (line 11)']);
  });
});
