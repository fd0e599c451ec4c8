import { chromium, type Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blogPaths, paths } from '../../src/routes/paths.ts';
import { content } from '../built/site.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { holdRequests, serveSite, waitForHydration } from './harness.ts';

const site = serveSite();
const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };

describe('mobile menu at 375 px', () => {
  it('opens, enters a submenu whose groups show in full, goes back, and closes', async () => {
    const { page, problems } = await site.open('/', phone);
    await waitForHydration(page);

    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Menu');

    await dialog.getByRole('button', { name: 'Resources' }).click();
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Resources');
    // The portfolio and the blog each under their name, their links a tap away, no third level.
    expect(await dialog.getByRole('heading', { level: 3 }).allTextContents()).toEqual(['Portfolio', 'Blog']);
    expect(await dialog.getByRole('link', { name: 'Overview' }).isVisible()).toBe(true);
    expect(await dialog.getByRole('link', { name: content.posts[0]!.title, exact: false }).first().isVisible()).toBe(true);
    expect(await dialog.getByRole('button', { name: 'Portfolio' }).count()).toBe(0);

    const focused = () => page.evaluate(() => `${document.activeElement?.tagName} ${document.activeElement?.textContent?.trim()}`);
    // The submenu names itself by its title; Back returns focus to the entry that opened it.
    expect(await focused()).toBe('H2 Resources');
    await dialog.getByRole('button', { name: 'Back' }).click();
    expect(await dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Menu');
    expect(await focused()).toBe('BUTTON Resources');

    await dialog.getByRole('button', { name: 'Services' }).click();
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    expect(await page.getByRole('dialog').count()).toBe(0);

    // Closing left the submenu: the menu opens at its top again.
    await toggle.click();
    expect(await page.getByRole('dialog').getByRole('heading', { level: 2 }).textContent()).toBe('Menu');
    expect(problems).toEqual([]);
  });

  it('keeps focus inside while open, closes on Escape and returns focus to the toggle', async () => {
    const { page } = await site.open('/', phone);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    for (let press = 0; press < 12; press += 1) {
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
  });

  it('leaves the page where it was when closed, and dims all of it while open, once scrolled (768 px)', async () => {
    const { page } = await site.open('/services', { viewport: { width: 768, height: 1000 }, reducedMotion: 'reduce' });
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo({ top: 1500, behavior: 'instant' }));
    await expect.poll(() => page.evaluate(() => document.querySelector('header')?.className)).toMatch(/scrolled/);
    // A plain click event: Playwright's click() first scrolls the sticky toggle "into view" itself.
    await page.getByRole('button', { name: 'Open menu' }).dispatchEvent('click');
    await page.getByRole('dialog').waitFor();
    // The overlay covers the whole screen, not just the header strip: the page behind cannot be clicked.
    const pageBehindTakesClick = await page.evaluate(() => document.querySelector('main')!.contains(document.elementFromPoint(100, 600)));
    expect(pageBehindTakesClick).toBe(false);
    await page.keyboard.press('Escape');
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(1500);
  });

  it('closes when a link is followed and shows the new page from its top', async () => {
    const { page } = await site.open('/', phone);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Services' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Cybersecurity' }).click();
    await page.waitForURL('**/services/service-cybersecurity');
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The home page stays on screen until the service page's code has arrived (a route transition).
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Cybersecurity');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  it('goes home from the logo at the top of its panel, and closes', async () => {
    const { page } = await site.open('/about', phone);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: /^ITAH/ }).click();
    await page.waitForURL(`${site.origin}/`);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('ends with the newest article, which it opens, and closes', async () => {
    const newest = content.posts[0]!;
    const { page } = await site.open('/about', phone);
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const card = page.getByRole('dialog').getByRole('link', { name: new RegExp(`New on the blog ${newest.title}`) });
    expect(await card.getAttribute('href')).toBe(blogPaths.post(newest.slug));
    await card.click();
    await page.waitForURL(`${site.origin}${blogPaths.post(newest.slug)}`);
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
  });

  it('opens once the app has started when tapped before, looking pressed meanwhile', async () => {
    const { page, problems } = await site.open('/', phone);
    // The framework's file, which every page needs to start, arrives only when released.
    const release = await holdRequests(page, '**/assets/framework-*.js');
    await page.goto(site.origin + paths.about, { waitUntil: 'commit' });
    const toggle = page.getByRole('button', { name: 'Open menu' });
    await toggle.tap();
    expect(await page.evaluate(() => document.documentElement.classList.contains('hydrated'))).toBe(false);
    const background = () => toggle.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background()).not.toBe('rgb(255, 255, 255)');

    release();
    await waitForHydration(page);
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.getByRole('heading', { level: 2 }).textContent()).toBe('Menu');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Menu');
    expect(await background()).toBe('rgb(255, 255, 255)');

    // Asked for once: closed, it stays closed, here and on the next page.
    await dialog.getByRole('button', { name: 'Close menu' }).click();
    await page.getByRole('link', { name: 'Get in touch' }).first().click();
    await page.waitForURL(`**${paths.contact}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('We’re a message away');
    expect(await dialog.count()).toBe(0);
    expect(problems).toEqual([]);
  });
});

describe('header on a wide screen', () => {
  it('opens the Resources menu with its Portfolio and Blog groups, the newest article included', async () => {
    const { page, problems } = await site.open('/about');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Resources' }).click();
    expect(await nav.getByRole('button', { name: 'Resources' }).getAttribute('aria-expanded')).toBe('true');
    expect(await nav.getByRole('link', { name: 'All articles' }).isVisible()).toBe(true);
    expect(await nav.getByRole('link', { name: 'Benefits of Adopting Modern IT Solutions' }).isVisible()).toBe(true);
    // A case study's link is told apart from the service of the same label, in the footer, by its
    // name, and says what the case achieved.
    expect(await nav.getByRole('link', { name: /^Cybersecurity case study ?: \d+% reduction/ }).getAttribute('href')).toBe(
      '/portfolio-poc-cybersecurity',
    );
    await page.keyboard.press('Escape');
    expect(await nav.getByRole('button', { name: 'Resources' }).getAttribute('aria-expanded')).toBe('false');
    expect(problems).toEqual([]);
  });

  it('gives focus back to a dropdown button on Escape, and closes a dropdown that focus leaves', async () => {
    const { page } = await site.open('/about');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    await services.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Cybersecurity\b/);
    await page.keyboard.press('Escape');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Services');

    await page.keyboard.press('Enter');
    expect(await services.getAttribute('aria-expanded')).toBe('true');
    const links = await nav.locator(`[id="${(await services.getAttribute('aria-controls'))!}"] a`).count();
    for (let press = 0; press <= links; press += 1) await page.keyboard.press('Tab');
    expect(await services.getAttribute('aria-expanded')).toBe('false');
  });

  it('shows a dropdown on hover, hides it on Escape until the pointer leaves, and never over one opened by keyboard', async () => {
    const { page } = await site.open('/about');
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    const services = nav.getByRole('button', { name: 'Services' });
    const cybersecurity = page.locator(`[id="${(await services.getAttribute('aria-controls'))!}"] a`).first();
    // An Escape meant for something else (a field, a dialog) leaves hover menus alone.
    await page.mouse.move(5, 600);
    await page.keyboard.press('Escape');
    await services.hover();
    expect(await cybersecurity.isVisible()).toBe(true);
    await page.keyboard.press('Escape');
    expect(await cybersecurity.isVisible()).toBe(false);
    await page.mouse.move(5, 600);
    await services.hover();
    expect(await cybersecurity.isVisible()).toBe(true);

    // Resting on Services while Resources is open by keyboard: only Resources shows.
    await nav.getByRole('button', { name: 'Resources' }).focus();
    await page.keyboard.press('Enter');
    expect(await nav.getByRole('link', { name: 'All articles' }).isVisible()).toBe(true);
    expect(await cybersecurity.isVisible()).toBe(false);
  });

  it('moves focus to the section a link names, such as the compliance section of the security page', async () => {
    const { page } = await site.open('/');
    await waitForHydration(page);
    await page
      .getByRole('link', { name: /Compliance Management/ })
      .first()
      .click();
    await page.waitForURL('**/services/service-cybersecurity#compliance');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('compliance');
    // Focused by script, it is not a control: no focus ring.
    expect(await page.evaluate(() => getComputedStyle(document.activeElement!).boxShadow)).toBe('none');
  });

  it('moves focus to the new page when a link is followed, and leaves the first page alone', async () => {
    const { page } = await site.open('/');
    await waitForHydration(page);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    const portfolio = page.getByRole('contentinfo').getByRole('link', { name: 'Portfolio' });
    await portfolio.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/portfolio');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('main');
  });

  it("keeps the header when a page's code cannot be fetched, says so plainly, and loads the page again when asked", async () => {
    const { page } = await site.open('/');
    await waitForHydration(page);
    await page.context().setOffline(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About', exact: true }).click();
    const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('This page could not be loaded. Check your connection, then load the page again.');
    expect(await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(1);

    await page.context().setOffline(false);
    await alert.getByRole('link', { name: 'Load this page again' }).click();
    await page.waitForURL(`**${paths.about}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('stay to see it work');
  });

  it.each(['Contact', 'framework'])(
    'says so, and offers a fresh load, when a file of the app (%s) fails to load before it starts',
    async (chunk) => {
      const { page } = await site.open('/');
      const pattern = `**/assets/${chunk}-*.js`;
      await page.route(pattern, (route) => route.abort('connectionreset'));
      await page.goto(site.origin + paths.contact, { waitUntil: 'networkidle' });
      const notice = page.getByRole('alert').filter({ hasText: 'Part of this page did not load' });
      await notice.waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('hydrated'))).toBe(false);

      await page.unroute(pattern);
      await notice.getByRole('link', { name: 'Load the page again' }).click();
      await waitForHydration(page);
      expect(await notice.count()).toBe(0);
      expect(new URL(page.url()).pathname).toBe(paths.contact);
    },
  );

  it('opens Schedule a call in a new tab without an opener', async () => {
    const { page } = await site.open('/');
    const call = page.getByRole('banner').getByRole('link', { name: /Schedule a call/ });
    expect(await call.getAttribute('target')).toBe('_blank');
    expect(await call.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each(['/no-such-page', '/blog/no-such-article', '/blog/tag/no-such-tag', '/blog/category/no-such-category'])(
    'shows the not-found page at %s, with status 404, hydrated without an error, and goes on from there',
    async (unknown) => {
      const { page, problems } = await site.open('/');
      const response = await page.goto(`${site.origin}${unknown}`, { waitUntil: 'networkidle' });
      expect(response?.status()).toBe(404);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('The page you are looking for can’t be found');
      await waitForHydration(page);
      expect(new URL(page.url()).pathname).toBe(unknown);
      // The page's own files aside (the 404 itself), nothing failed: no hydration error.
      expect(problems.filter((problem) => !problem.includes('404 (Not Found)'))).toEqual([]);
      await page.getByRole('main').getByRole('link', { name: 'Go to homepage' }).click();
      await page.waitForURL(`${site.origin}/`);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      await page.goBack();
      await expect.poll(() => new URL(page.url()).pathname).toBe(unknown);
      await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('The page you are looking for can’t be found');
    },
  );
});

describe('moving between pages on a slow connection', () => {
  it('shows a bar across the top while the next page loads, after a moment, and removes it when the page is there', async () => {
    const { page, problems } = await site.open(paths.home);
    await waitForHydration(page);
    const release = await holdRequests(page, '**/assets/About-*.js');
    const bar = page.locator('[data-navigation-progress]');
    await page.getByRole('contentinfo').getByRole('link', { name: 'About' }).click();
    await bar.waitFor({ state: 'attached' });
    // Not at once, so quick moves do not flash it; then visibly across the top.
    expect(await bar.evaluate((element) => getComputedStyle(element).animationDelay)).toBe('0.2s');
    await expect.poll(() => bar.evaluate((element) => element.getBoundingClientRect().width)).toBeGreaterThan(50);
    expect(await bar.evaluate((element) => element.getBoundingClientRect().top)).toBe(0);

    release();
    await page.waitForURL(`**${paths.about}`);
    await bar.waitFor({ state: 'detached' });
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('stay to see it work');
    expect(problems).toEqual([]);
  });
});

describe('focus in forced colors (Windows high contrast)', () => {
  // Forced colors drop every box-shadow, and the site draws its focus rings with box-shadows:
  // there, the outline that is transparent otherwise must show in a system color.
  const outlineOf = (page: Page) =>
    page.evaluate(() => {
      const style = getComputedStyle(document.activeElement!);
      return { style: style.outlineStyle, width: style.outlineWidth, color: style.outlineColor, shadow: style.boxShadow };
    });

  it.each([
    ['/blog', (page: Page) => page.getByRole('banner').getByRole('link', { name: 'About' })],
    ['/blog', (page: Page) => page.getByRole('searchbox', { name: 'Search articles' })],
    ['/blog', (page: Page) => page.getByRole('main').getByRole('article').first().getByRole('link').first()],
    ['/contact', (page: Page) => page.getByLabel('Full name')],
    ['/contact', (page: Page) => page.getByRole('button', { name: 'Send message' })],
  ])('shows keyboard focus on %s as an outline in a system color (%#)', async (path, target) => {
    const { page } = await site.open(path);
    await waitForHydration(page);
    await page.keyboard.press('Tab');
    await target(page).focus();
    const transparent = /^rgba\(\d+, \d+, \d+, 0\)$/;
    const usual = await outlineOf(page);
    expect(usual).toMatchObject({ style: 'solid', color: expect.stringMatching(transparent) });
    await page.emulateMedia({ forcedColors: 'active' });
    const forced = await outlineOf(page);
    expect(forced).toMatchObject({ style: 'solid', width: '2px', shadow: 'none' });
    expect(forced.color).not.toMatch(transparent);
  });
});

describe('header with scripting off', () => {
  // Scripting off in the browser's settings, as a visitor would have it: <noscript> shows and
  // (scripting: none) matches, unlike Playwright's javaScriptEnabled: false.
  async function openWithoutScripts(path: string, width: number) {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, '--blink-settings=scriptEnabled=false'],
    });
    const page = await browser.newPage({ viewport: { width, height: 800 } });
    await page.goto(site.origin + path, { waitUntil: 'load' });
    return { browser, page };
  }

  it('gives phones a menu link to the list of every page in the footer', async () => {
    const { browser, page } = await openWithoutScripts('/about', 375);
    try {
      expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
      const menu = page.getByRole('banner').getByRole('link', { name: /^Menu/ });
      expect(await menu.getAttribute('href')).toBe('#site-links');
      await menu.click();
      await page.waitForURL('**/about#site-links');
      expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Cybersecurity' }).isVisible()).toBe(true);
    } finally {
      await browser.close();
    }
  });

  it('opens a desktop dropdown when keyboard focus reaches it', async () => {
    const { browser, page } = await openWithoutScripts('/about', 1280);
    try {
      const nav = page.getByRole('navigation', { name: 'Main' });
      await nav.getByRole('button', { name: 'Services' }).focus();
      expect(await nav.getByRole('link', { name: 'Cybersecurity' }).isVisible()).toBe(true);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toMatch(/^Cybersecurity\b/);
    } finally {
      await browser.close();
    }
  });
});
