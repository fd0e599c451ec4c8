/**
 * One browser and one static server of dist/ per test file, plus a page that records console
 * errors and uncaught exceptions so each test can assert there were none.
 */
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { startStaticServer } from '../../scripts/static-server.ts';
import { DIST } from '../built/site.ts';
import { launchChromium } from './chromium.ts';

export interface TrackedPage {
  page: Page;
  /** Console errors and warnings, and uncaught exceptions, in order. */
  problems: string[];
}

export function serveSite() {
  let browser: Browser;
  let server: Server;
  const contexts: BrowserContext[] = [];
  const site = {
    origin: '',
    /** `fakeClock`: the page's timers run when the test says (page.clock.runFor), or as time passes. */
    async open(path: string, options: BrowserContextOptions = {}, { fakeClock = false } = {}): Promise<TrackedPage> {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, ...options });
      contexts.push(context);
      // A step that hangs fails on its own and names itself, well within the test's 60 s.
      context.setDefaultTimeout(20_000);
      if (fakeClock) await context.clock.install();
      const page = await context.newPage();
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') problems.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => problems.push(`exception: ${error.message}`));
      await page.goto(site.origin + path, { waitUntil: 'networkidle' });
      return { page, problems };
    },
  };

  beforeAll(async () => {
    server = await startStaticServer({ root: DIST, port: 0, basePath: process.env.BASE_PATH ?? '/' });
    site.origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    browser = await launchChromium();
  });

  // A test's pages close with it: one still sending or retrying would reach the next test's provider.
  afterEach(async () => {
    await Promise.all(contexts.splice(0).map((context) => context.close()));
  });

  afterAll(async () => {
    await browser?.close();
    server?.close();
  });

  return site;
}

/** Holds every request of `page` to `url` (a glob or pattern) until the returned function is called. */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/**
 * Resolves once React has hydrated the pre-rendered page (the layout marks html.hydrated). While a
 * reload swaps the document there may be no <html> for a moment: that is "not yet", not an error.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement?.classList.contains('hydrated') === true);
}
