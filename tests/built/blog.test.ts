import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { leadSentence } from '../../src/components/blog/leadSentence.ts';
import { formatDate } from '../../src/lib/dates.ts';
import { blogPaths, paths } from '../../src/routes/paths.ts';
import { categoryIntros } from '../../src/pages/Blog/categoryIntros.ts';
import { siteConfig } from '../../src/site.config.ts';
import { content, DIST, readPage } from './site.ts';

const cards = (route: string) => readPage(route).document.querySelectorAll('main article');
/** The cards of a category or tag's own posts, without the blog's newest others that follow a short list. */
const listedCards = (route: string) => {
  const { document } = readPage(route);
  const others = document.querySelectorAll('section[aria-labelledby="more-articles-heading"] article').length;
  return document.querySelectorAll('main article').slice(0, -others || undefined);
};

describe('blog index', () => {
  it('lists the eight articles newest first, each card with image, label, date, title, excerpt and Read more', () => {
    const list = cards(paths.blog);
    expect(list).toHaveLength(8);
    list.forEach((card, index) => {
      const post = content.posts[index]!;
      expect(card.querySelector('h2')?.text).toBe(post.title);
      expect(card.querySelector('time')?.getAttribute('datetime')).toBe(post.date);
      expect(card.querySelector('time')?.text).toBe(formatDate(post.date));
      expect(card.text).toContain(post.cardLabel ?? post.category);
      expect(card.querySelector(`a[href="${blogPaths.category(post.categorySlug)}"]`)?.text).toBe(post.category);
      // The card's teaser is the excerpt's first sentence, whole.
      expect(card.text).toContain(leadSentence(post.excerpt));
      expect(card.querySelector('img')?.getAttribute('width')).toBe('856');
      expect(card.querySelector('img')?.getAttribute('height')).toBe('540');
      expect(card.querySelectorAll(`a[href="${blogPaths.post(post.slug)}"]`).length).toBeGreaterThanOrEqual(2);
    });
    const dates = content.posts.map((post) => post.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it('shows the card label instead of the category where front matter sets one', () => {
    const modern = cards(paths.blog).find((card) => card.text.includes('Benefits of Adopting Modern IT Solutions'));
    expect(modern?.text).toContain('IT Paradigms');
  });

  it('matches the spec table of articles: dates and categories', () => {
    const bySlug = Object.fromEntries(content.posts.map((post) => [post.slug, post]));
    expect(bySlug['common-challenges-in-information-security-risk-management']).toMatchObject({
      date: '2024-07-12',
      category: 'Cybersecurity',
      banner: 'Information Security',
    });
    expect(bySlug['key-strategies-for-securing-cloud-native-apps']).toMatchObject({
      date: '2024-09-05',
      category: 'Cloud Native',
      banner: 'App Security',
    });
    expect(bySlug['prioritizing-vulnerabilities-risk-assessment-strategies']).toMatchObject({
      date: '2024-10-01',
      category: 'Cybersecurity',
      banner: 'Risk Assessment',
    });
    expect(bySlug['benefits-of-adopting-modern-it-solutions']).toMatchObject({
      date: '2024-11-27',
      category: 'Information Technology',
      cardLabel: 'IT Paradigms',
    });
    expect(bySlug['top-five-data-analytics-tools-reviewed']).toMatchObject({
      date: '2024-08-15',
      category: 'Data Analytics',
      banner: 'Data Analytics',
    });
    expect(bySlug['how-to-choose-the-best-web-development-service-for-your-business']).toMatchObject({
      date: '2024-08-23',
      category: 'App Development',
    });
    expect(bySlug['custom-solutions-enhancing-hybrid-app-performance']).toMatchObject({
      date: '2024-09-16',
      category: 'App Development',
      banner: 'Hybrid Apps',
    });
    expect(bySlug['key-trends-in-intelligent-app-development']).toMatchObject({
      date: '2024-10-23',
      category: 'App Development',
      banner: 'Intelligent Apps',
    });
  });
});

describe('sidebar', () => {
  const sidebar = readPage(blogPaths.post(content.posts[0]!.slug)).document.querySelector('aside[aria-label="Blog"]')!;

  it('lists each category with its true count and a link to its page', () => {
    for (const category of siteConfig.blog.categories) {
      const count = content.posts.filter((post) => post.category === category.name).length;
      const link = sidebar.querySelector(`a[href="${blogPaths.category(category.slug)}"]`);
      if (count === 0) expect(link).toBeNull();
      else expect(link?.text.replace(/\s+/g, ' ')).toContain(`${category.name}${count}`);
    }
  });

  it('leaves out on /blog its categories, which it names under its heading, and its newest posts, which it opens with', () => {
    const { document } = readPage(paths.blog);
    expect(document.querySelectorAll('nav[aria-label="Blog topics"]').length).toBe(1);
    expect(document.querySelector('aside[aria-label="Blog"] section[aria-labelledby="sidebar-categories"]')).toBeNull();
    expect(document.querySelector('aside[aria-label="Blog"] section[aria-labelledby="sidebar-recent"]')).toBeNull();
    expect(document.querySelector('aside[aria-label="Blog"] section[aria-labelledby="sidebar-tags"]')).not.toBeNull();
  });

  it("is left out of category and tag pages, whose topics card (beside the title, or after the articles on a phone) lists their topics and a category's its practice", () => {
    const post = content.posts[0]!;
    const category = readPage(blogPaths.category(post.categorySlug)).document;
    const tag = readPage(blogPaths.tag(post.tags[0]!.slug)).document;
    const topicCards = (page: typeof category) => {
      const cards = page.querySelectorAll('main header section, main .pattern-stacked-only > section');
      for (const card of cards) expect(card.querySelector('p')?.text).toMatch(/Topics covered|Where .+ comes up/);
      return cards;
    };
    for (const page of [category, tag]) {
      expect(page.querySelector('aside[aria-label="Blog"]')).toBeNull();
      expect(page.querySelectorAll('nav[aria-label="Blog topics"]').length).toBe(1);
      expect(topicCards(page)).toHaveLength(2);
      expect(topicCards(page)[0]!.querySelectorAll('li a').length).toBeGreaterThan(0);
    }
    const { practice } = categoryIntros[post.categorySlug]!;
    expect(topicCards(category)[0]!.querySelector(`a[href="${practice.href}"]`)?.text).toContain(practice.label);
    const tagCard = topicCards(tag)[0]!;
    expect(tagCard.querySelectorAll('a').length).toBe(tagCard.querySelectorAll('li a').length);
  });

  it("leads to the blog's feeds", () => {
    const links = sidebar.querySelectorAll('section[aria-labelledby="sidebar-follow"] a').map((link) => link.getAttribute('href'));
    expect(links).toEqual(['/rss.xml', '/atom.xml']);
  });

  it('lists the three newest posts and every tag', () => {
    const recent = sidebar.querySelectorAll('section[aria-labelledby="sidebar-recent"] li a').map((link) => link.text);
    expect(recent).toEqual(content.posts.slice(0, 3).map((post) => post.title));
    const tags = sidebar.querySelectorAll('section[aria-labelledby="sidebar-tags"] a');
    expect(tags.length).toBe(new Set(content.posts.flatMap((post) => post.tags.map((tag) => tag.slug))).size);
  });
});

describe("an article's outline", () => {
  it.each(content.posts.map((post) => post.slug))('/blog/%s lists its sections beside it, each link to its heading, in order', (slug) => {
    const { document } = readPage(blogPaths.post(slug));
    const sections = document.querySelectorAll('[data-body] h2').map((heading) => ({ href: `#${heading.id}`, text: heading.text }));
    const outline = document.querySelector('aside[aria-label="Blog"] nav[aria-labelledby]')!;
    expect(document.getElementById(outline.getAttribute('aria-labelledby')!)?.text).toBe('On this page');
    const links = outline
      .querySelectorAll('ol a')
      .map((link) => ({ href: link.getAttribute('href')!.replace(/^[^#]*/, ''), text: link.text }));
    expect(sections.length).toBeGreaterThan(2);
    expect(links).toEqual(sections);
    // After the sections, the way back to the top of the page.
    expect(outline.querySelector('ol + a')?.getAttribute('href')).toBe(`${blogPaths.post(slug)}#main`);
  });
});

describe('category and tag pages', () => {
  it.each(content.summary.categories.map((category) => [category.slug, category.count]))(
    '/blog/category/%s lists its %i posts',
    (slug, count) => {
      expect(listedCards(blogPaths.category(slug as string))).toHaveLength(count as number);
    },
  );

  it.each(content.summary.tags.map((tag) => [tag.slug, tag.count]))('/blog/tag/%s lists its %i posts', (slug, count) => {
    expect(listedCards(blogPaths.tag(slug as string))).toHaveLength(count as number);
  });

  it("names no category on a category page's own cards, where each would repeat it; a tag page's cards keep theirs", () => {
    const categoryLinks = (route: string) =>
      listedCards(route).map(
        (card) => card.querySelectorAll('a').filter((link) => link.getAttribute('href')?.startsWith('/blog/category/')).length,
      );
    const category = content.summary.categories[0]!;
    expect(categoryLinks(blogPaths.category(category.slug))).toEqual(Array(category.count).fill(0));
    const tag = content.summary.tags[0]!;
    expect(categoryLinks(blogPaths.tag(tag.slug))).toEqual(Array(tag.count).fill(1));
  });

  it('follows a short list with the newest articles it does not hold, and a long one with nothing', () => {
    for (const category of content.summary.categories) {
      const route = blogPaths.category(category.slug);
      const listed = listedCards(route).map((card) => card.querySelector('h2')?.text);
      const others = readPage(route)
        .document.querySelectorAll('section[aria-labelledby="more-articles-heading"] article h2')
        .map((heading) => heading.text);
      if (category.count >= 4) expect(others).toEqual([]);
      else {
        expect(others.length).toBeGreaterThan(0);
        expect(others.filter((title) => listed.includes(title))).toEqual([]);
      }
    }
  });
});

describe('articles', () => {
  it.each(content.posts.map((post) => post.slug))('%s is a real article of 800–1500 words with links in and out', (slug) => {
    const body = readPage(blogPaths.post(slug)).document.querySelector('[data-body]')!;
    const words = body.text.split(/\s+/).filter(Boolean).length;
    expect(words).toBeGreaterThanOrEqual(800);
    expect(words).toBeLessThanOrEqual(1500);
    const hrefs = body.querySelectorAll('a').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.some((href) => href.startsWith('/services/'))).toBe(true);
    expect(hrefs.filter((href) => href.startsWith('/blog/')).length).toBeGreaterThanOrEqual(2);
    expect(hrefs).toContain(paths.quote);
    const outside = body.querySelectorAll('a[href^="https://"]');
    expect(outside.length).toBeGreaterThanOrEqual(1);
    outside.forEach((link) => {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    });
  });

  it.each(content.posts.map((post) => post.slug))('%s has its hero with its size, reading time and the way back to the list', (slug) => {
    const { document } = readPage(blogPaths.post(slug));
    const hero = document.querySelector('main header img');
    expect(hero?.getAttribute('src')).toMatch(/^\/generated\/blog\/.+\.(svg|webp)$/);
    expect([hero?.getAttribute('width'), hero?.getAttribute('height')]).toEqual(['856', '540']);
    expect(document.querySelector('main header')?.text).toMatch(/\d+ min read/);
    expect(document.querySelector(`main header a[href="${paths.blog}"] time`)).not.toBeNull();
  });
});

describe('search index', () => {
  it("holds Pagefind's engine, metadata, index and result files, and none of its unused interfaces", () => {
    const files = readdirSync(path.join(DIST, 'pagefind')).sort();
    expect(files).toEqual(
      expect.arrayContaining(['fragment', 'index', 'pagefind-entry.json', 'pagefind-worker.js', 'pagefind.js', 'wasm.en.pagefind']),
    );
    expect(files.filter((name) => /ui|highlight|unknown/.test(name))).toEqual([]);
    expect(readdirSync(path.join(DIST, 'pagefind', 'fragment'))).toHaveLength(content.posts.length);
  });

  it("reads each article's title, text and tags, and nothing of the page around them", () => {
    const fragments = new Map(
      readdirSync(path.join(DIST, 'pagefind', 'fragment')).map((name) => {
        // A fragment is gzipped JSON behind a short signature: what a result shows of its page.
        const text = gunzipSync(readFileSync(path.join(DIST, 'pagefind', 'fragment', name))).toString('utf8');
        const fragment = JSON.parse(text.slice(text.indexOf('{'))) as { url: string; content: string };
        return [fragment.url, fragment.content];
      }),
    );
    for (const post of content.posts) {
      const indexed = fragments.get(`${blogPaths.post(post.slug)}/`) ?? '';
      expect(indexed.startsWith(`${post.title}.`), post.slug).toBe(true);
      for (const tag of post.tags) expect(indexed, post.slug).toContain(tag.name);
      expect(indexed, post.slug).not.toMatch(/Share this article|Leave a comment|All rights reserved/);
    }
  });

  it('keeps with each article the title, category and date a result shows', () => {
    const metas = readdirSync(path.join(DIST, 'pagefind', 'fragment')).map((name) => {
      const text = gunzipSync(readFileSync(path.join(DIST, 'pagefind', 'fragment', name))).toString('utf8');
      return (JSON.parse(text.slice(text.indexOf('{'))) as { meta: Record<string, string> }).meta;
    });
    const expected = content.posts.map(({ title, category, date }) => ({ title, category, date }));
    expect(metas.map(({ title, category, date }) => ({ title, category, date }))).toEqual(expect.arrayContaining(expected));
    expect(metas).toHaveLength(expected.length);
  });

  it('pre-renders the search box as a form that sends its query to the blog, where the results show', () => {
    for (const route of [paths.blog, blogPaths.post(content.posts[0]!.slug)]) {
      const form = readPage(route).document.querySelector('form[role="search"]')!;
      expect(form.getAttribute('action'), route).toBe(paths.blog);
      expect(form.getAttribute('method'), route).toBe('get');
      expect(form.querySelector('input[type="search"]')?.getAttribute('name'), route).toBe('q');
      expect(form.querySelector('input[type="search"]')?.hasAttribute('required'), route).toBe(true);
    }
  });
});

describe('feed', () => {
  const xml = readFileSync(path.join(DIST, 'rss.xml'), 'utf8');
  const feed = parse(xml);
  const textOf = (raw: string | undefined) => raw?.replace(/^<!\[CDATA\[|\]\]>$/g, '');

  it('carries the newest published posts, newest first, with absolute links', () => {
    const items = feed.querySelectorAll('item');
    const newest = content.posts.slice(0, siteConfig.blog.feedItems);
    expect(items).toHaveLength(newest.length);
    expect(items.map((item) => textOf(item.querySelector('title')?.innerHTML))).toEqual(newest.map((post) => post.title));
    for (const item of items) expect(item.querySelector('guid')?.text).toMatch(/^https?:\/\/[^/]+\/blog\/[a-z0-9-]+$/);
  });

  it.each([
    ['application/rss+xml', 'rss.xml'],
    ['application/atom+xml', 'atom.xml'],
  ])('is advertised on every page as %s', (type, file) => {
    const link = readPage(paths.home).document.querySelector(`link[rel="alternate"][type="${type}"]`);
    expect(link?.getAttribute('href')).toMatch(new RegExp(`^https?://.+/${file.replace('.', '\\.')}$`));
    expect(readFileSync(path.join(DIST, file), 'utf8')).toContain(content.posts[0]!.title);
  });
});
