import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { serveSite, waitForHydration } from './harness.ts';
import { countUpFigures, currentClip, expectNoDialog, fetched, openVideo, scrollThrough, startScrollAnimations } from './pageChecks.ts';
import { seriousAxeViolations } from './axe.ts';

const site = serveSite();
const phone = { viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true };
const reducedMotion = { reducedMotion: 'reduce' as const };
const typedWord = (page: Page) => page.locator('h1 [data-typewriter]').textContent();
const expanded = (accordion: Locator) =>
  accordion.locator('button[aria-controls]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('aria-expanded')));
const visiblePanels = (accordion: Locator) =>
  accordion
    .locator('section[id$="-panel"]')
    .evaluateAll((panels) => panels.map((panel) => getComputedStyle(panel).visibility === 'visible'));

describe('home page', () => {
  it('hydrates and runs every effect without console errors or warnings', async () => {
    const { page, problems } = await site.open('/');
    await waitForHydration(page);
    await scrollThrough(page);
    await page.waitForTimeout(2500);
    expect(problems).toEqual([]);
  });

  it('has no serious or critical accessibility violations', async () => {
    const { page } = await site.open('/');
    await waitForHydration(page);
    await scrollThrough(page);
    // Let the last fade-ups and count-ups settle before colours and contrast are measured.
    await page.waitForTimeout(2500);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  it('types the headline word: deletes Cybersecurity, types the next word, keeps the spoken sentence', async () => {
    const { page } = await site.open('/');
    // The word as pre-rendered: on a busy machine the typing may have begun by the time the page is read.
    const served = await (await page.request.get(`${site.origin}/`)).text();
    expect(served).toMatch(/data-typewriter[^>]*>Cybersecurity</);
    await waitForHydration(page);
    await expect.poll(() => typedWord(page), { timeout: 5000, interval: 50 }).not.toBe('Cybersecurity');
    await expect.poll(() => typedWord(page), { timeout: 10_000, interval: 50 }).toBe('App Development');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toContain('Cybersecurity, App Development and Analytics');
  });

  it('keeps one process step open at a time; clicking the open one closes it', async () => {
    const { page } = await site.open('/');
    await waitForHydration(page);
    const process = page.locator('section[aria-labelledby="partners-heading"]');
    expect(await expanded(process)).toEqual(['true', 'false', 'false']);
    expect(await visiblePanels(process)).toEqual([true, false, false]);

    await process.getByRole('button', { name: 'Prove it in weeks' }).click();
    expect(await expanded(process)).toEqual(['false', 'true', 'false']);
    await expect.poll(() => visiblePanels(process)).toEqual([false, true, false]);

    await process.getByRole('button', { name: 'Prove it in weeks' }).click();
    expect(await expanded(process)).toEqual(['false', 'false', 'false']);
    await expect.poll(() => visiblePanels(process)).toEqual([false, false, false]);
  });

  it('runs the FAQ by keyboard with the same rules', async () => {
    const { page } = await site.open('/');
    await waitForHydration(page);
    const faq = page.locator('section[aria-labelledby="faq-heading"]');
    expect(await expanded(faq)).toEqual(['true', 'false', 'false', 'false']);

    await faq.getByRole('button', { name: 'Which industries do you work with?' }).focus();
    await page.keyboard.press('Enter');
    expect(await expanded(faq)).toEqual(['false', 'false', 'false', 'true']);
    await expect.poll(() => faq.getByText('Mostly healthcare, financial services and retail').isVisible()).toBe(true);
    await expect.poll(() => faq.getByText('Usually within two weeks of a signed scope').isVisible()).toBe(false);

    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Space');
    expect(await expanded(faq)).toEqual(['false', 'false', 'true', 'false']);
    await page.keyboard.press('Space');
    expect(await expanded(faq)).toEqual(['false', 'false', 'false', 'false']);
  });

  it('counts the figures up from their start once they scroll into view', async () => {
    const { page } = await site.open('/');
    await waitForHydration(page);
    // Below the fold, each counter waits at its start value.
    await expect.poll(() => countUpFigures(page)).toEqual(['45+', '30%', '20']);
    await page.locator('#partners-heading').scrollIntoViewIfNeeded();
    await expect.poll(() => countUpFigures(page), { timeout: 6000 }).toEqual(['95+', '50%', '76']);
    expect(await page.locator('[data-count-target="95"]').evaluate((figure) => figure.previousElementSibling?.textContent)).toBe('95+');
  });

  it('fades sections up as they come into view', async () => {
    const { page } = await site.open('/');
    await waitForHydration(page);
    const faqHeading = page.locator('section[aria-labelledby="faq-heading"] [data-aos]').first();
    await startScrollAnimations(page);
    await expect.poll(() => faqHeading.evaluate((node) => getComputedStyle(node).opacity)).toBe('0');
    await faqHeading.scrollIntoViewIfNeeded();
    await expect.poll(() => faqHeading.evaluate((node) => getComputedStyle(node).opacity), { timeout: 4000 }).toBe('1');
  });

  it('loads the player only when the video is opened; Escape closes it and returns focus', async () => {
    const { page, problems } = await site.open('/');
    await waitForHydration(page);
    expect(await fetched(page, 'VideoLightbox')).toBe(false);

    const player = await openVideo(page, 'Play the ITAH intro video');
    expect(await fetched(page, 'VideoLightbox')).toBe(true);
    expect(await currentClip(page)).toMatch(/\/media\/itah-intro\.mp4$/);
    expect(await player.getByRole('button', { name: 'Enter Fullscreen' }).isVisible()).toBe(true);

    await page.keyboard.press('Escape');
    await expectNoDialog(page);
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-haspopup'))).toBe('dialog');
    expect(problems).toEqual([]);
  });

  it('moves between clips with the arrow keys and the side buttons', async () => {
    const { page } = await site.open('/');
    await waitForHydration(page);
    const player = await openVideo(page, 'Play the ITAH intro video');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => currentClip(page)).toMatch(/\/media\/itah-data\.mp4$/);
    await player.getByRole('button', { name: 'Previous' }).click();
    await expect.poll(() => currentClip(page)).toMatch(/\/media\/itah-intro\.mp4$/);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => currentClip(page)).toMatch(/\/media\/itah-data\.mp4$/);
  });

  it('moves to the next clip on a swipe', async () => {
    const { page } = await site.open('/');
    await waitForHydration(page);
    await openVideo(page, 'Play the ITAH intro video');
    // Swipe on the backdrop beside the video: the video's own controls keep their pointer events.
    await page.mouse.move(1200, 120);
    await page.mouse.down();
    for (const x of [1100, 900, 700, 500]) await page.mouse.move(x, 120);
    await page.mouse.up();
    await expect.poll(() => currentClip(page)).toMatch(/\/media\/itah-data\.mp4$/);
  });

  it('toggles fullscreen from the toolbar', async () => {
    const { page } = await site.open('/');
    await waitForHydration(page);
    const player = await openVideo(page, 'Play the ITAH intro video');
    await player.getByRole('button', { name: 'Enter Fullscreen' }).click();
    await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(true);
    await player.getByRole('button', { name: 'Exit Fullscreen' }).click();
    await expect.poll(() => page.evaluate(() => Boolean(document.fullscreenElement))).toBe(false);
  });

  it('plays the clip in the browser itself when the player cannot be loaded', async () => {
    const { page } = await site.open('/');
    await waitForHydration(page);
    await page.route('**/assets/VideoLightbox-*', (route) => route.abort());
    await page.getByRole('link', { name: 'Play the ITAH intro video' }).click();
    await page.waitForURL('**/media/itah-intro.mp4');
  });

  it("shows 'Invalid source' when the clip cannot be played", async () => {
    const { page } = await site.open('/');
    await waitForHydration(page);
    await page.route('**/media/itah-intro.mp4', (route) => route.fulfill({ status: 404, body: 'missing' }));
    await page.getByRole('link', { name: 'Play the ITAH intro video' }).click();
    await expect.poll(() => page.getByRole('dialog').getByText('Invalid source').isVisible(), { timeout: 5000 }).toBe(true);
  });

  it('pauses the testimonials on hover, on focus and with its button; the copies are out of reach', async () => {
    const { page } = await site.open('/');
    await waitForHydration(page);
    const section = page.locator('section[aria-labelledby="testimonials-heading"]');
    const track = section.locator('ul').first().locator('..');
    const playState = () => track.evaluate((node) => getComputedStyle(node).animationPlayState);
    await section.scrollIntoViewIfNeeded();
    expect(await playState()).toBe('running');

    // The strip never holds still, so skip Playwright's wait for a stable target.
    await section.locator('figure').first().hover({ force: true });
    expect(await playState()).toBe('paused');
    await page.mouse.move(5, 5);
    expect(await playState()).toBe('running');

    const toggle = section.getByRole('button', { name: 'Pause the testimonials' });
    await toggle.focus();
    expect(await playState()).toBe('paused');
    await toggle.click();
    await page.mouse.move(5, 5);
    await toggle.blur();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    // Stopped for good, it shows every testimonial once, within the page's width, to be read at leisure.
    expect(await track.evaluate((node) => getComputedStyle(node).animationName)).toBe('none');
    const width = await page.evaluate(() => document.documentElement.clientWidth);
    const boxes = await section.getByRole('figure').evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()));
    expect(boxes).toHaveLength(4);
    for (const box of boxes) expect(box.left >= 0 && box.right <= width).toBe(true);
    await toggle.click();
    await page.mouse.move(5, 5);
    await toggle.blur();
    expect(await playState()).toBe('running');

    expect(
      await section
        .locator('figure')
        .first()
        .evaluate((card) => card.getBoundingClientRect().width),
    ).toBe(415);
    expect(await section.locator('figure').count()).toBe(8);
    expect(await section.getByRole('figure').count()).toBe(4);
  });

  it('shows the login and signup links on wide screens only', async () => {
    const wide = await site.open('/');
    expect(await wide.page.getByRole('navigation', { name: 'Account' }).getByRole('link').allTextContents()).toEqual(['Log in', 'Sign up']);
    expect(await wide.page.getByRole('link', { name: 'Log in' }).isVisible()).toBe(true);
    const narrow = await site.open('/', phone);
    expect(await narrow.page.getByRole('link', { name: 'Log in' }).isVisible()).toBe(false);
    expect(await narrow.page.getByRole('link', { name: 'Sign up' }).isVisible()).toBe(false);
  });
});

describe('home page with reduced motion', () => {
  it('settles every motion at its final state', async () => {
    const { page, problems } = await site.open('/', reducedMotion);
    await waitForHydration(page);
    // Nothing below the fold is hidden, and counters never drop to their start value.
    const hidden = await page
      .locator('[data-aos]')
      .evaluateAll((nodes) => nodes.filter((node) => getComputedStyle(node).opacity !== '1').length);
    expect(hidden).toBe(0);
    expect(await countUpFigures(page)).toEqual(['95+', '50%', '76']);
    await scrollThrough(page);
    expect(await countUpFigures(page)).toEqual(['95+', '50%', '76']);

    // The headline names all three practices, standing still, where it would type them one by one.
    await page.waitForTimeout(2500);
    expect(await typedWord(page)).toBe('Cybersecurity');
    expect(await page.locator('h1 [data-typewriter]').isVisible()).toBe(false);
    expect(await page.locator('h1 [data-typewriter-still]').innerText()).toBe('Cybersecurity, App Development and Analytics');

    const marquees = page.locator('ul[aria-hidden="true"]');
    expect(await marquees.evaluateAll((lists) => lists.map((list) => getComputedStyle(list).display))).toEqual(['none', 'none']);
    const tracks = await marquees.evaluateAll((lists) => lists.map((list) => getComputedStyle(list.parentElement!).animationName));
    expect(tracks).toEqual(['none', 'none']);
    expect(problems).toEqual([]);
  });
});

describe('home page on a phone with reduced motion', () => {
  it('shows the testimonials as one row that scrolls sideways from the first, which the keyboard reaches', async () => {
    const { page } = await site.open('/', { ...phone, ...reducedMotion });
    await waitForHydration(page);
    const row = page.locator('section[aria-labelledby="testimonials-heading"] ul:not([aria-hidden])');
    const box = await row.evaluate((list) => ({
      left: list.getBoundingClientRect().left,
      first: list.firstElementChild!.getBoundingClientRect().left,
      tops: [...list.children].map((item) => Math.round(item.getBoundingClientRect().top)),
      overflows: list.scrollWidth > list.clientWidth,
    }));
    expect(box.first).toBe(box.left);
    expect(new Set(box.tops).size).toBe(1);
    expect(box.overflows).toBe(true);
    await row.focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => row.evaluate((list) => list.scrollLeft)).toBeGreaterThan(0);
  });
});

describe('home page without JavaScript', () => {
  it('reads in full: nothing waits for a script to be shown', async () => {
    const { page } = await site.open('/', { javaScriptEnabled: false });
    const hidden = await page
      .locator('main [data-aos], main section[id$="-panel"]')
      .evaluateAll(
        (nodes) => nodes.filter((node) => getComputedStyle(node).opacity !== '1' || getComputedStyle(node).visibility !== 'visible').length,
      );
    expect(hidden).toBe(0);
    expect(await page.getByText('Mostly healthcare, financial services and retail').isVisible()).toBe(true);
    expect(await countUpFigures(page)).toEqual(['95+', '50%', '76']);
    expect(await page.locator('h1 [data-typewriter]').textContent()).toBe('Cybersecurity');
  });
});
