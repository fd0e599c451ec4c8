import { describe, expect, it } from 'vitest';
import { blogPaths, paths } from '../../src/routes/paths.ts';
import { siteConfig } from '../../src/site.config.ts';
import { PAGE_IDS } from '../../scripts/content/pageIds.ts';
import { content, exists, metaContent, readPage } from './site.ts';

/** Every page of the site with the heading it must open with. */
const expectedPages: [route: string, heading: string][] = [
  [paths.home, 'IT Accelerator Hub for'],
  [paths.about, 'Senior engineers who stay to see it work'],
  [paths.contact, 'We’re a message away'],
  [paths.quote, 'Submit your request'],
  [paths.thankYou, 'Thank you!'],
  [paths.blog, 'Insights from the ITAH team'],
  [paths.portfolio, 'From prototype to production'],
  [paths.serviceOverview, 'Services built for outcomes'],
  [paths.servicesAlias, 'Services built for outcomes'],
  [paths.dataService, 'Data Services'],
  [paths.appService, 'App Development'],
  [paths.cyberService, 'Cybersecurity'],
  [paths.notFound, 'The page you are looking for can’t be found'],
  ['/404', 'The page you are looking for can’t be found'],
  ...content.posts.map((post): [string, string] => [blogPaths.post(post.slug), post.title]),
  ...content.cases.map((entry): [string, string] => [`/${entry.slug}`, entry.title]),
  ...content.legal.map((page): [string, string] => [`/${page.slug}`, page.banner]),
  ...content.summary.categories.map((category): [string, string] => [blogPaths.category(category.slug), category.name]),
  ...content.summary.tags.map((tag): [string, string] => [blogPaths.tag(tag.slug), `Tagged “${tag.name}”`]),
];

const noindex = new Set<string>([paths.notFound, '/404', paths.thankYou]);

describe('every route is pre-rendered', () => {
  it('covers the eight articles, three cases and two legal pages', () => {
    expect(content.posts).toHaveLength(8);
    expect(content.cases).toHaveLength(3);
    expect(content.legal.map((page) => page.slug).sort()).toEqual(['policy', 'terms']);
  });

  it.each(expectedPages)('%s exists and opens with its one h1', (route, heading) => {
    expect(exists(route), `no HTML file for ${route}`).toBe(true);
    const { document } = readPage(route);
    const headings = document.querySelectorAll('h1');
    expect(headings).toHaveLength(1);
    expect(headings[0]!.text.replace(/\s+/g, ' ').trim()).toContain(heading);
  });

  it.each(expectedPages)('%s has its title, description, keywords, robots and canonical URL', (route) => {
    const { document } = readPage(route);
    expect(document.querySelector('title')?.text.trim()).toBeTruthy();
    expect(metaContent(document, 'description')?.length).toBeGreaterThanOrEqual(50);
    expect(metaContent(document, 'keywords')).toBeTruthy();
    expect(metaContent(document, 'robots')).toBe(noindex.has(route) ? 'noindex, follow' : 'index, follow');
    // Pages kept out of search results name no canonical address (the not-found page's would answer 404).
    expect(document.querySelectorAll('link[rel="canonical"]')).toHaveLength(noindex.has(route) ? 0 : 1);
  });

  // The design brief: every page ends with a next step. The not-found and thank-you pages offer
  // the way home that the spec gives them instead.
  it.each(expectedPages.filter(([route]) => !noindex.has(route)))('%s offers a next step: a quote, a call or a message', (route) => {
    const nextSteps = new Set<string>([paths.quote, paths.contact, siteConfig.bookingUrl]);
    const links = readPage(route)
      .document.querySelectorAll('main a[href]')
      .map((link) => link.getAttribute('href')!);
    expect(links.filter((href) => nextSteps.has(href))).not.toEqual([]);
  });

  it('uses the exact titles the spec gives for About and Contact', () => {
    expect(readPage(paths.about).document.querySelector('title')?.text).toBe('About Us | ITAH - Our Mission and Expertise');
    expect(readPage(paths.contact).document.querySelector('title')?.text).toBe('Contact Us');
  });

  it('points /services at /service-details as its canonical page', () => {
    const canonical = readPage(paths.servicesAlias).document.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical).toMatch(/\/service-details$/);
  });
});

describe('pre-rendered HTML is the page', () => {
  it.each(content.posts.map((post) => post.slug))('article %s carries its whole body without JavaScript', (slug) => {
    const { document, html } = readPage(blogPaths.post(slug));
    const body = document.querySelector(`[data-body="posts/${slug}"]`);
    expect(body?.querySelectorAll('h2').length).toBeGreaterThanOrEqual(3);
    expect(body?.text.split(/\s+/).length).toBeGreaterThan(800);
    // No streamed Suspense boundary: its content would sit in a hidden element until a script runs.
    expect(html).not.toContain('<!--$?-->');
  });

  it('names in PAGE_IDS every id the page around a body holds, which headings of the body may not take', () => {
    const routes = [
      ...content.posts.map((post) => blogPaths.post(post.slug)),
      ...[...content.cases, ...content.legal].map(({ slug }) => `/${slug}`),
    ];
    const aroundBodies = routes.flatMap((route) => {
      const { document } = readPage(route);
      document.querySelector('[data-body]')?.remove();
      // React's own ids (useId) hold capitals, which a heading's id never does.
      return document
        .querySelectorAll('[id]')
        .map((element) => element.id)
        .filter((id) => !id.startsWith('_R_'));
    });
    expect([...new Set(aroundBodies)].filter((id) => !PAGE_IDS.has(id))).toEqual([]);
  });

  it('sends an article body once: not again inside hydration data', () => {
    const post = content.posts[0]!;
    const { html } = readPage(blogPaths.post(post.slug));
    const firstSentence = readPage(blogPaths.post(post.slug)).document.querySelector('[data-body] p')!.text.slice(0, 60);
    expect(html.split(firstSentence).length - 1).toBe(1);
  });

  it('shows the not-found page with its way home', () => {
    const { document } = readPage('/404');
    expect(document.text).toContain('404');
    expect(document.querySelector('main a[href="/"]')?.text).toBe('Go to homepage');
  });

  it('shows the thank-you page with its way home', () => {
    const { document } = readPage(paths.thankYou);
    expect(document.text).toContain('We received your request and will get back to you via email soon.');
    expect(document.querySelectorAll('main a[href="/"]').map((link) => link.text)).toContain('Back to homepage');
  });

  it('says on the thank-you page what happens next and when, as the quote and contact pages promise, and what to read meanwhile', () => {
    const { document } = readPage(paths.thankYou);
    const steps = (route: string) =>
      readPage(route)
        .document.querySelectorAll('main h2 + ol > li')
        .map((step) => step.text);
    expect(steps(paths.thankYou)).toHaveLength(3);
    expect(steps(paths.contact)).toEqual(steps(paths.thankYou));
    // The quote page sets the same steps as a ruler: when and what, without the detail.
    expect(steps(paths.quote)).toHaveLength(3);
    steps(paths.quote).forEach((step, index) => expect(steps(paths.thankYou)[index]!.startsWith(step)).toBe(true));
    expect(steps(paths.thankYou).join(' ')).toMatch(/Within one business day.*30-minute scoping call.*written proposal/);
    const reading = document.querySelectorAll('section[aria-labelledby="while-you-wait"] h3 a').map((link) => link.getAttribute('href'));
    expect(reading).toEqual([
      ...content.cases.slice(0, 2).map((entry) => `/${entry.slug}`),
      blogPaths.post(content.summary.recent[0]!.slug),
    ]);
    // Where the message stands shows under the thanks, once the page runs.
    expect(document.querySelector('main header [data-outbox-notice]')).not.toBeNull();
  });
});

describe('the contact and quote pages', () => {
  it.each([paths.contact, paths.quote])(
    '%s opens with the form and what follows a message, the form first in reading order (a phone reaches it first)',
    (route) => {
      const banner = readPage(route).document.querySelector('main header')!;
      const order = banner
        .querySelectorAll('form, h2')
        .map((element) => (element.tagName === 'FORM' ? 'FORM' : element.text))
        .filter((entry) => /^(FORM|What happens next|After you send it)$/.test(entry));
      expect(order).toEqual(['FORM', route === paths.quote ? 'After you send it' : 'What happens next']);
    },
  );
});

describe('the contact page', () => {
  it('gives the e-mail address and the booking link before the form, in brief, where the form follows the heading', () => {
    const banner = readPage(paths.contact).document.querySelector('main header')!;
    const brief = banner.querySelectorAll('p').find((paragraph) => paragraph.text.startsWith('Rather write or talk?'));
    expect(brief?.querySelector(`a[href="mailto:${siteConfig.enquiriesEmail}"]`)).toBeTruthy();
    expect(brief?.querySelector(`a[href="${siteConfig.bookingUrl}"]`)?.getAttribute('target')).toBe('_blank');
    const order = banner.querySelectorAll('form, p').filter((element) => element === brief || element.tagName === 'FORM');
    expect(order.map((element) => element.tagName)).toEqual(['P', 'FORM']);
  });
});

describe('the quote page', () => {
  it('says what a good request includes before the form, in brief, where the form follows the heading', () => {
    const banner = readPage(paths.quote).document.querySelector('main header')!;
    const order = banner
      .querySelectorAll('form, p, h2')
      .map((element) => (element.tagName === 'FORM' ? 'FORM' : element.text))
      .filter((entry) => /^(FORM|A good request includes|What a good request includes)/.test(entry));
    expect(order).toEqual([
      'A good request includes the outcome you need, what you run today, timing and budget, and who decides.',
      'FORM',
      'What a good request includes',
    ]);
  });
});

describe('the quote form', () => {
  it('suggests industries as the visitor types, and still takes any other answer', () => {
    const { document } = readPage(paths.quote);
    const industry = document.querySelector('input[name="from_industry"]')!;
    const list = document.getElementById(industry.getAttribute('list') ?? '');
    expect(list?.tagName).toBe('DATALIST');
    expect(list!.querySelectorAll('option').map((option) => option.getAttribute('value'))).toContain('Healthcare');
    expect(industry.hasAttribute('pattern')).toBe(false);
  });
});
