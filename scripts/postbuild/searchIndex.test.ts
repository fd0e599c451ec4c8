import { describe, expect, it } from 'vitest';
import { indexedDocument } from './searchIndex.ts';

const page = (article: string) =>
  `<!doctype html><html lang="en"><head><title>T</title><style>.a{}</style></head><body><header><h1>Title</h1><nav><a href="/">Home</a></nav></header>` +
  `<main>${article}<aside><article class="card">Older post</article></aside></main><footer>© ITAH</footer></body></html>`;

describe('indexedDocument', () => {
  it('keeps only the element Pagefind indexes, with its own nested elements of the same name', () => {
    const article =
      '<article data-pagefind-body data-pagefind-meta="title:A, B"><img src="/x.svg" alt="x"><article><p>quoted</p></article><p>Body text</p></article>';
    const document = indexedDocument(page(article))!;
    expect(document).toContain(article);
    expect(document).not.toMatch(/Older post|Home|© ITAH|<style>/);
    expect(document).toMatch(/^<!doctype html><html lang="en">.*<body><article data-pagefind-body.*<\/article><\/body><\/html>$/);
  });

  it("keeps every marked element in page order, such as an article's title above the article", () => {
    const title = '<h1 data-pagefind-body>Securing apps</h1>';
    const article = '<article data-pagefind-body><p>Body text</p><nav>DevSecOps</nav></article>';
    const document = indexedDocument(page(`<header><p>Blog</p>${title}</header>${article}`))!;
    expect(document).toContain(`<body>${title}${article}</body>`);
  });

  it('takes the mark only as an attribute, not as words in a title or a text', () => {
    const article = '<article class="post" data-pagefind-body="true" data-pagefind-meta="title:A > B"><p>Body</p></article>';
    const page = `<html><head><title>On data-pagefind-body</title><meta content="data-pagefind-body"></head><body>${article}<p>Mark with data-pagefind-body.</p></body></html>`;
    expect(indexedDocument(page)).toBe(`<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body>${article}</body></html>`);
  });

  it('skips pages without an indexed element', () => {
    expect(indexedDocument(page('<section>Services</section>'))).toBeNull();
  });

  it('sends the whole page when the element does not close, rather than guess', () => {
    const broken = '<!doctype html><html><body><div data-pagefind-body><p>Never closed</p></body></html>';
    expect(indexedDocument(broken)).toBe(broken);
  });
});
