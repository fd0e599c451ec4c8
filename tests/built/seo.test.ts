import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { listSitePaths } from '../../src/routes/sitePaths.ts';
import { blogPaths, paths } from '../../src/routes/paths.ts';
import { siteConfig } from '../../src/site.config.ts';
import { content, DIST, headerValuesFor, metaContent, readPage } from './site.ts';

const read = (file: string) => readFileSync(path.join(DIST, file), 'utf8');

/** Every page of dist/, by its route; content/ holds the fragments navigation fetches, not pages. */
const allRoutes = readdirSync(DIST, { recursive: true, withFileTypes: true })
  .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
  .map((entry) => path.relative(DIST, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
  .filter((file) => !file.startsWith('content/'))
  .map((file) => `/${file.replace(/(^|\/)index\.html$/, '').replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1'));

/** What a search engine may list: pages that ask to be indexed and name themselves as canonical. */
const indexableRoutes = allRoutes.filter((route) => {
  const { document } = readPage(route);
  const canonical = document.querySelector('link[rel="canonical"]')?.getAttribute('href');
  return metaContent(document, 'robots') === 'index, follow' && canonical !== undefined && new URL(canonical).pathname === route;
});
const jsonLdOf = (route: string) =>
  readPage(route)
    .document.querySelectorAll('script[type="application/ld+json"]')
    .flatMap((script) => [JSON.parse(script.text)].flat() as Record<string, unknown>[]);

describe('sitemap.xml and robots.txt', () => {
  const locations = parse(read('sitemap.xml'))
    .querySelectorAll('loc')
    .map((loc) => new URL(loc.text).pathname);

  it('builds exactly the pages the route table lists, and the not-found pages', () => {
    const listed = listSitePaths({
      postSlugs: content.posts.map((post) => post.slug),
      caseSlugs: content.cases.map((entry) => entry.slug),
      legalSlugs: content.legal.map((page) => page.slug),
      summary: content.summary,
    });
    expect([...allRoutes].sort()).toEqual([...listed, paths.notFound, paths.notFoundFile].sort());
  });

  it('lists every indexable page of dist/ once, with absolute URLs from SITE_URL', () => {
    expect(indexableRoutes.length).toBeGreaterThan(40);
    expect([...locations].sort()).toEqual([...indexableRoutes].sort());
    expect(read('sitemap.xml')).toContain(`<loc>${siteConfig.siteUrl}/about</loc>`);
  });

  it('leaves out the not-found and thank-you pages', () => {
    expect(locations).not.toContain(paths.thankYou);
    expect(locations).not.toContain(paths.notFound);
  });

  it('dates each article by its publication date', () => {
    const post = content.posts[0]!;
    expect(read('sitemap.xml')).toContain(`${blogPaths.post(post.slug)}</loc><lastmod>${post.date}</lastmod>`);
  });

  it('keeps the fragments and data that navigation fetches out of search results, and no page', () => {
    const post = content.posts[0]!;
    const fetchedOnNavigation = readdirSync(path.join(DIST, 'content'), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${path.relative(DIST, path.join(entry.parentPath, entry.name))}`);
    expect(fetchedOnNavigation).toContain(`/content/posts/${post.slug}.json`);
    for (const file of fetchedOnNavigation) expect(headerValuesFor(file, 'X-Robots-Tag'), file).toEqual(['noindex']);
    for (const route of allRoutes) expect(headerValuesFor(route, 'X-Robots-Tag'), route).toEqual([]);
  });

  it('points robots.txt to the sitemap', () => {
    expect(read('robots.txt')).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteConfig.siteUrl}/sitemap.xml\n`);
  });
});

describe('every page', () => {
  it.each(allRoutes)('%s has one canonical URL (none when unlisted) and complete Open Graph and Twitter cards', (route) => {
    const { document } = readPage(route);
    const property = (name: string) => document.querySelectorAll(`meta[property="${name}"]`);
    const listed = document.querySelector('meta[name="robots"]')?.getAttribute('content') === 'index, follow';
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(listed ? 1 : 0);
    expect(property('og:url')).toHaveLength(listed ? 1 : 0);
    for (const name of ['og:title', 'og:description', 'og:image', 'og:type']) expect(property(name), name).toHaveLength(1);
    expect(property('og:image')[0]!.getAttribute('content')).toMatch(/^https?:\/\/.+\.png$/);
    expect(document.querySelector('meta[name="twitter:card"]')?.getAttribute('content')).toBe('summary_large_image');
    const image = property('og:image')[0]!.getAttribute('content')!;
    expect(() => read(new URL(image).pathname.slice(1))).not.toThrow();
  });

  it.each(allRoutes)('%s carries the Organization and WebSite structured data', (route) => {
    const data = jsonLdOf(route);
    expect(data.find((item) => item['@type'] === 'Organization')).toMatchObject({
      name: 'ITAH',
      url: `${siteConfig.siteUrl}/`,
      sameAs: expect.any(Array),
    });
    expect(data.find((item) => item['@type'] === 'WebSite')).toMatchObject({ url: `${siteConfig.siteUrl}/` });
  });
});

describe('structured data', () => {
  it.each(content.posts.map((post) => post.slug))('article %s is a BlogPosting with its required fields', (slug) => {
    const post = content.posts.find((candidate) => candidate.slug === slug)!;
    const { document } = readPage(blogPaths.post(slug));
    expect(document.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
    expect(document.querySelector('meta[property="article:published_time"]')?.getAttribute('content')).toBe(post.date);
    expect(jsonLdOf(blogPaths.post(slug)).find((item) => item['@type'] === 'BlogPosting')).toMatchObject({
      '@context': 'https://schema.org',
      headline: post.title,
      datePublished: post.date,
      image: expect.stringMatching(/^https?:\/\/.+\.png$/),
      url: `${siteConfig.siteUrl}${blogPaths.post(slug)}`,
      author: { '@id': expect.any(String) },
      publisher: { '@id': expect.any(String) },
    });
  });

  it('gives pages with a breadcrumb a BreadcrumbList that ends at the page itself', () => {
    const crumbs = jsonLdOf(paths.about).find((item) => item['@type'] === 'BreadcrumbList') as {
      itemListElement: { position: number; name: string; item: string }[];
    };
    expect(crumbs.itemListElement).toEqual([
      { '@type': 'ListItem', position: 1, name: 'Home', item: `${siteConfig.siteUrl}/` },
      { '@type': 'ListItem', position: 2, name: 'About Us', item: `${siteConfig.siteUrl}/about` },
    ]);
  });
});
