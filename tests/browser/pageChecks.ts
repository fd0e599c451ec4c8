/** Checks the home and data services browser tests share: scrolling, counters, the video player. */
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Scrolls to the bottom a screen at a time, as a reader would, so every scroll-triggered effect runs. */
export async function scrollThrough(page: Page): Promise<void> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let top = 0; top < height; top += 500) {
    await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
    await page.waitForTimeout(60);
  }
}

/** The text of each count-up figure (the part sighted visitors see move). */
export const countUpFigures = (page: Page) =>
  page.locator('[data-count-target]').evaluateAll((figures) => figures.map((figure) => figure.textContent));

/** Clicks a video cover and returns the open player once its video element is there. */
export async function openVideo(page: Page, coverName: string) {
  await page.getByRole('link', { name: coverName }).click();
  const player = page.getByRole('dialog', { name: 'Video player' });
  await player.locator('video').first().waitFor();
  return player;
}

/** The source of the clip on the current slide. */
export const currentClip = (page: Page) => page.locator('.yarl__slide_current video source').getAttribute('src');

/** Whether any resource whose URL contains `part` has been fetched so far. */
export const fetched = (page: Page, part: string) =>
  page.evaluate((name) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(name)), part);

export async function expectNoDialog(page: Page) {
  await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
}

/**
 * Scroll animations start on the visitor's first scroll (so they cost nothing at page load):
 * scroll one pixel and wait until they have sorted the page's elements.
 */
export async function startScrollAnimations(page: Page) {
  await page.mouse.wheel(0, 1);
  await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('aos-ready'))).toBe(true);
}
