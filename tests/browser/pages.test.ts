/**
 * Every kind of page in Chromium: no console problems, no serious accessibility violations
 * (axe-core), no sideways scrolling on a phone; and the in-page links of the about, service,
 * portfolio and legal pages work.
 */
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { OUTBOX_KEY, type OutboxEntry } from '../../src/lib/forms/outbox.ts';
import { anchors, blogPaths, contentPath, paths } from '../../src/routes/paths.ts';
import { content } from '../built/site.ts';
import { seriousAxeViolations } from './axe.ts';
import { FAKE_EMAILJS_ORIGIN } from './fake-emailjs.ts';
import { serveSite, waitForHydration } from './harness.ts';

const site = serveSite();
const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

const post = content.posts[0]!;

const pages = [
  paths.home,
  paths.about,
  paths.serviceOverview,
  paths.servicesAlias,
  paths.appService,
  paths.cyberService,
  paths.portfolio,
  ...content.cases.map((entry) => contentPath(entry.slug)),
  ...content.legal.map((page) => contentPath(page.slug)),
  paths.dataService,
  paths.blog,
  blogPaths.post(post.slug),
  blogPaths.category(post.categorySlug),
  blogPaths.tag(post.tags[0]!.slug),
  paths.contact,
  paths.quote,
  paths.thankYou,
];

/** What the stylesheets did to each element of the main content: enough to tell a missing one. */
const stylesOfMain = (page: Page) =>
  page.locator('main').evaluate((main) =>
    [...main.querySelectorAll('*')].map((element) => {
      const style = getComputedStyle(element);
      return [element.tagName, style.display, style.padding, style.borderRadius, style.boxShadow, style.fontSize, style.color].join(' ');
    }),
  );

/** Where an element's top sits in the viewport; smooth scrolling to it takes over a second on long pages. */
const topOf = (locator: Locator) => locator.evaluate((element) => Math.round(element.getBoundingClientRect().top));

describe('each page reads cleanly on a phone and a wide screen', () => {
  it.each(pages)('%s: no console problems, no serious axe violations, no sideways scroll', async (route) => {
    for (const options of [{}, phone]) {
      const { page, problems } = await site.open(route, options);
      await waitForHydration(page);
      expect(await seriousAxeViolations(page)).toEqual([]);
      const width = page.viewportSize()!.width;
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      expect(problems).toEqual([]);
      await page.context().close();
    }
  });
});

describe('the thank-you page', () => {
  /** A contact message that could not be sent yet, as the outbox keeps it. */
  const waiting: OutboxEntry = {
    id: '0123456789abcdef01234567',
    form: 'contact',
    params: {
      from_name: 'Ana Ruiz',
      from_email: 'ana.ruiz@northwind.example',
      from_phone: '+1 555 010 2030',
      from_company: 'Northwind Health',
      message: 'We need a HIPAA gap assessment before our audit in May.',
      message_id: '0123456789abcdef01234567',
    },
    createdAt: Date.now(),
    attempts: 1,
    nextAttemptAt: Date.now() + 3_600_000,
  };

  it('says where a waiting message stands within the first screen of a phone, before what happens next', async () => {
    const { page } = await site.open(paths.notFound, phone);
    // The provider stays out of reach: the message keeps waiting, and no other test's provider gets it.
    await page.context().route(`${FAKE_EMAILJS_ORIGIN}/**`, (route) => route.abort('connectionrefused'));
    await page.evaluate(([key, entry]) => localStorage.setItem(key as string, JSON.stringify([entry])), [OUTBOX_KEY, waiting] as const);
    await page.goto(site.origin + paths.thankYou, { waitUntil: 'networkidle' });
    const notice = page.locator('[data-outbox-notice]').getByText('Your message has not reached us yet.');
    await notice.waitFor();
    const box = (await notice.boundingBox())!;
    expect(box.y + box.height).toBeLessThan(740);
    const next = (await page.getByRole('heading', { name: 'What happens now' }).boundingBox())!;
    expect(next.y).toBeGreaterThan(box.y);
    expect(await page.getByRole('link', { name: 'Back to homepage' }).isVisible()).toBe(true);
  });

  it('offers two case studies and the newest article to read meanwhile, each a card that opens in the app', async () => {
    const { page, problems } = await site.open(paths.thankYou);
    await waitForHydration(page);
    const reading = page.getByRole('region', { name: 'Read how we work' });
    const titles = await reading.getByRole('heading', { level: 3 }).allTextContents();
    expect(titles).toEqual([content.cases[0]!.cardTitle, content.cases[1]!.cardTitle, content.summary.recent[0]!.title]);
    // The card's corner, far from its title: the title's link covers the whole card.
    await reading
      .locator('article')
      .first()
      .click({ position: { x: 12, y: 12 } });
    await page.waitForURL(`**${contentPath(content.cases[0]!.slug)}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(content.cases[0]!.title);
    expect(problems).toEqual([]);
  });
});

describe('links within and between the pages', () => {
  it('takes the Compliance Management card of the overview to the compliance section of the cybersecurity page', async () => {
    const { page, problems } = await site.open(paths.serviceOverview);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Compliance Management' }).click();
    await page.waitForURL(`**${paths.cyberService}#${anchors.compliance}`);
    const section = page.locator(`#${anchors.compliance}`);
    await expect.poll(() => topOf(section), { timeout: 5000 }).toBeLessThan(200);
    expect(await section.getByRole('heading', { level: 3, name: 'HIPAA' }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('opens a case from anywhere on its portfolio card, and the case page shows its facts', async () => {
    const entry = content.cases[0]!;
    const { page, problems } = await site.open(paths.portfolio);
    await waitForHydration(page);
    const card = page.locator('article', { has: page.getByRole('link', { name: entry.cardTitle }) });
    // The illustration's corner, far from the title: the title's link covers the whole card.
    await card.click({ position: { x: 24, y: 24 } });
    await page.waitForURL(`**${contentPath(entry.slug)}`);
    // The router changes the address first, then renders the case once its chunk has loaded.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(entry.title);
    const facts = page.getByRole('region', { name: 'At a glance' });
    expect(await facts.getByText(entry.industry, { exact: true }).isVisible()).toBe(true);
    expect(problems).toEqual([]);
  });

  it('styles a page reached by a link as it styles the same page loaded directly', async () => {
    // A page holds only its own CSS, inline, with markers that stop hydration fetching it again
    // (inlineStyles.ts): the next page's stylesheets must still come on the way to it.
    const direct = await site.open(paths.contact);
    await waitForHydration(direct.page);
    const expected = await stylesOfMain(direct.page);
    const { page, problems } = await site.open(paths.home);
    await waitForHydration(page);
    await page.getByRole('link', { name: 'Send us a message' }).first().click();
    await page.waitForURL(`**${paths.contact}`);
    await expect.poll(() => stylesOfMain(page), { timeout: 5000 }).toEqual(expected);
    expect(problems).toEqual([]);
  });

  it('moves to a legal section from the table of contents with the keyboard', async () => {
    const { page, problems } = await site.open('/policy');
    await waitForHydration(page);
    const entry = page.getByRole('navigation', { name: 'On this page' }).getByRole('link').nth(8);
    const label = (await entry.textContent())!;
    await entry.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#/);
    const heading = page.getByRole('heading', { level: 2, name: label });
    await expect.poll(() => topOf(heading), { timeout: 5000 }).toBeLessThan(200);
    expect(await topOf(heading)).toBeGreaterThanOrEqual(0);
    expect(problems).toEqual([]);
  });

  it('jumps to an area of the app development page from its row of links', async () => {
    const { page } = await site.open(paths.appService, phone);
    await waitForHydration(page);
    await page
      .getByRole('navigation', { name: 'App development services on this page' })
      .getByRole('link', { name: 'Mobile apps' })
      .click();
    await page.waitForURL('**#mobile-apps');
    const section = page.locator('#mobile-apps');
    await expect.poll(() => topOf(section), { timeout: 5000 }).toBeLessThan(200);
  });

  it("keeps a service page's row of areas under the header over its areas, and lets it go before the closing band", async () => {
    const { page } = await site.open(paths.appService, phone);
    const row = page.getByRole('navigation', { name: 'App development services on this page' });
    await page.locator('#mobile-apps').scrollIntoViewIfNeeded();
    const header = (await page.locator('header').first().boundingBox())!;
    await expect.poll(async () => Math.abs((await topOf(row)) - (header.y + header.height))).toBeLessThanOrEqual(1);
    // The closing band's heading at the top of the screen, then a little further: the row has gone with the last area.
    await page.evaluate(() => {
      const band = document.getElementById('cta-heading')!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo({ top: band + 200, behavior: 'instant' });
    });
    await expect.poll(() => topOf(row)).toBeLessThan(0);
  });
});
