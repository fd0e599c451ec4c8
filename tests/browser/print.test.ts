/**
 * Pages on paper (or saved as PDF): every section shows, scroll animations or not; the text is
 * dark, since browsers leave backgrounds out by default and light text on them would vanish;
 * navigation and controls are left out, and the addresses of outside links are spelled out.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blogPaths, paths } from '../../src/routes/paths.ts';
import { content } from '../built/site.ts';
import { serveSite, waitForHydration } from './harness.ts';
import { countUpFigures, startScrollAnimations } from './pageChecks.ts';

const site = serveSite();

async function openForPrint(path: string): Promise<Page> {
  const { page } = await site.open(path);
  await waitForHydration(page);
  // Once scroll animations start, the sections below the fold wait, hidden, to fade in.
  if (await page.locator('[data-aos]').count()) await startScrollAnimations(page);
  await page.emulateMedia({ media: 'print' });
  return page;
}

/** Whether the element is rendered at all: display: none, on it or on an ancestor, leaves it no boxes. */
const isRendered = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.getClientRects().length > 0);

describe('printing', () => {
  it('shows every section of a long page, waiting scroll animations included, in dark text', async () => {
    const page = await openForPrint(paths.dataService);
    const animated = await page
      .locator('[data-aos]')
      .evaluateAll((elements) =>
        elements.map((element) => ({ opacity: getComputedStyle(element).opacity, waiting: !element.classList.contains('aos-animate') })),
      );
    expect(animated.filter((element) => element.waiting).length).toBeGreaterThan(0);
    expect(animated.filter((element) => element.opacity !== '1')).toEqual([]);
    const lightText = await page
      .locator('main h1, main h2, main p')
      .evaluateAll((elements) => elements.map((element) => getComputedStyle(element).color).filter((color) => color !== 'rgb(0, 0, 0)'));
    expect(lightText).toEqual([]);
  });

  it('prints the fun facts at their targets, not at the start where they wait below the fold', async () => {
    const page = await openForPrint(paths.dataService);
    expect(await countUpFigures(page)).toEqual(['45+', '30%']);
    await page.pdf();
    expect(await countUpFigures(page)).toEqual(['92+', '75%']);
  });

  it('prints the moving strips of the home page still, each item once and none cut off, and leaves out the video and the drawings', async () => {
    const page = await openForPrint(paths.home);
    const pageWidth = await page.evaluate(() => document.documentElement.clientWidth);
    const cards = page.getByRole('region', { name: 'What we work on' }).or(page.locator('section[aria-labelledby="testimonials-heading"]'));
    const items = await cards.locator('li').evaluateAll((elements) =>
      elements.map((element) => {
        const box = element.getBoundingClientRect();
        return { shown: box.width > 0, copy: element.closest('[aria-hidden]') !== null, left: box.left, right: box.right };
      }),
    );
    expect(items.filter((item) => item.shown && !item.copy).length).toBeGreaterThan(4);
    expect(items.filter((item) => item.shown && (item.copy || item.left < 0 || item.right > pageWidth))).toEqual([]);
    expect(await isRendered(page, 'a[aria-haspopup="dialog"]')).toBe(false);
    for (const drawing of ['hero-illustration.svg', 'capability-gap.svg'])
      expect(await isRendered(page, `main img[src$="${drawing}"]`), drawing).toBe(false);
  });

  it('leaves out the navigation, the controls and the drawn hero of an article, and keeps its text and the company name', async () => {
    const post = content.posts[0]!;
    expect(post.image, 'a post with a drawn hero').toBeUndefined();
    const page = await openForPrint(blogPaths.post(post.slug));
    for (const selector of [
      'main header img[data-pagefind-meta]',
      'nav[aria-label="Main"]',
      'aside[aria-label="Blog"]',
      'nav[aria-label="More articles"]',
      'main form',
      'footer nav',
    ])
      expect(await isRendered(page, selector), selector).toBe(false);
    expect(await isRendered(page, '[data-body] p')).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').textContent()).toContain('All rights reserved');
    expect(await page.getByRole('banner').getByRole('link', { name: /ITAH/ }).isVisible()).toBe(true);
  });

  it('spells out where the outside links of a text lead', async () => {
    const page = await openForPrint(blogPaths.post(content.posts[0]!.slug));
    const outside = page.locator('[data-body] a[href^="https:"]').first();
    const href = await outside.getAttribute('href');
    expect(await outside.evaluate((link) => getComputedStyle(link, '::after').content)).toBe(`" (${href})"`);
  });
});
