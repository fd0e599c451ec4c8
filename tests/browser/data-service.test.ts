import { describe, expect, it } from 'vitest';
import { anchors, paths } from '../../src/routes/paths.ts';
import { serveSite, waitForHydration } from './harness.ts';
import { countUpFigures, currentClip, expectNoDialog, openVideo, scrollThrough, startScrollAnimations } from './pageChecks.ts';
import { seriousAxeViolations } from './axe.ts';

const site = serveSite();

describe('data services page', () => {
  it('counts the fun facts up to 92+ and 75% once they scroll into view', async () => {
    const { page, problems } = await site.open(paths.dataService);
    await waitForHydration(page);
    await expect.poll(() => countUpFigures(page)).toEqual(['45+', '30%']);
    await page.getByRole('heading', { name: 'Data speaks volumes' }).scrollIntoViewIfNeeded();
    await expect.poll(() => countUpFigures(page), { timeout: 6000 }).toEqual(['92+', '75%']);
    expect(problems).toEqual([]);
  });

  it('opens its video in the player and closes it on Escape', async () => {
    const { page, problems } = await site.open(paths.dataService);
    await waitForHydration(page);
    await openVideo(page, 'Play the data services video');
    expect(await currentClip(page)).toMatch(/\/media\/itah-data\.mp4$/);
    await page.keyboard.press('Escape');
    await expectNoDialog(page);
    expect(problems).toEqual([]);
  });

  it('is where the Business Automation menu item leads: the automation section', async () => {
    const { page } = await site.open(paths.home);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    await nav.getByRole('link', { name: 'Business Automation' }).click();
    await page.waitForURL(`**${paths.dataService}#${anchors.automation}`);
    const heading = page.getByRole('heading', { name: 'Pioneering data-retriever-led automation' });
    await expect.poll(() => heading.evaluate((node) => node.getBoundingClientRect().top)).toBeLessThan(400);
  });

  it('never blinks what is already in view when the scroll animations start', async () => {
    // A tall phone's screen: below the opening's console, the first animated section is in view.
    const { page } = await site.open(paths.dataService, { viewport: { width: 375, height: 1200 } });
    // Record, every frame from the first paint, the lowest opacity of the first animated element.
    await page.addInitScript(() => {
      const record = window as unknown as { lowestOpacity: number };
      record.lowestOpacity = 1;
      const sample = () => {
        const element = document.querySelector('[data-aos]');
        if (element) record.lowestOpacity = Math.min(record.lowestOpacity, Number(getComputedStyle(element).opacity));
        requestAnimationFrame(sample);
      };
      requestAnimationFrame(sample);
    });
    await page.reload({ waitUntil: 'networkidle' });
    await waitForHydration(page);
    await startScrollAnimations(page);
    await page.waitForTimeout(1500);
    expect(
      await page
        .locator('[data-aos]')
        .first()
        .evaluate((node) => node.getBoundingClientRect().top < innerHeight),
    ).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { lowestOpacity: number }).lowestOpacity)).toBe(1);
  });

  it('fades its sections up after a client-side navigation: scroll animations refresh on route change', async () => {
    const { page, problems } = await site.open(paths.home);
    await waitForHydration(page);
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    await nav.getByRole('link', { name: 'Data Services' }).click();
    await page.waitForURL(`**${paths.dataService}`);
    const reasons = page.locator('section[aria-labelledby="why-heading"] [data-aos]').first();
    await startScrollAnimations(page);
    await expect.poll(() => reasons.evaluate((node) => getComputedStyle(node).opacity)).toBe('0');
    await reasons.scrollIntoViewIfNeeded();
    await expect.poll(() => reasons.evaluate((node) => getComputedStyle(node).opacity), { timeout: 4000 }).toBe('1');
    expect(problems).toEqual([]);
  });

  it('has no serious or critical accessibility violations', async () => {
    const { page } = await site.open(paths.dataService);
    await waitForHydration(page);
    await scrollThrough(page);
    await page.waitForTimeout(2500);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
