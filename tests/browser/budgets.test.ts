import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurePage } from '../../scripts/bench/pageWeight.ts';
import { blogPaths, paths } from '../../src/routes/paths.ts';
import { content, DIST } from '../built/site.ts';
import { launchChromium } from './chromium.ts';
import { serveSite } from './harness.ts';

const site = serveSite();
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** The performance contract: gzipped JavaScript any page may load before the network goes idle. */
const BUDGET_KB = 125;

/** One page of each kind; each practice page is its own kind, with its own drawings. */
const pages = [
  paths.home,
  paths.about,
  paths.cyberService,
  paths.dataService,
  paths.appService,
  paths.serviceOverview,
  paths.portfolio,
  `/${content.cases[0]!.slug}`,
  paths.blog,
  blogPaths.post(content.posts[0]!.slug),
  blogPaths.category(content.summary.categories[0]!.slug),
  paths.contact,
  paths.quote,
  paths.thankYou,
  `/${content.legal[0]!.slug}`,
  paths.notFound,
];

/** Text that only the code of each library loaded on use contains (the search engine is its own files under /pagefind/). */
const loadedOnUse = {
  'alert (sweetalert2)': 'swal2-popup',
  'e-mail client (@emailjs/browser)': '/api/v1.0/email/send',
  'lightbox (yet-another-react-lightbox)': 'yarl__',
  'toasts (react-toastify)': 'Toastify__toast-container',
};

describe('page weight', () => {
  it.each(pages)(
    `%s loads at most ${BUDGET_KB} KB of gzipped JavaScript at start, no library meant for later, and no stylesheet`,
    async (route) => {
      const weight = await measurePage(browser, site.origin, DIST, route);
      expect(weight.scripts.length).toBeGreaterThan(2);
      expect(weight.scriptBytes / 1024).toBeLessThanOrEqual(BUDGET_KB);
      const code = weight.scripts.map((script) => readFileSync(path.join(DIST, script), 'utf8'));
      const loaded = Object.entries(loadedOnUse).filter(([, marker]) => code.some((text) => text.includes(marker)));
      expect(loaded.map(([name]) => name)).toEqual([]);
      expect(weight.scripts.filter((script) => script.includes('/pagefind/'))).toEqual([]);
      // Its CSS is in the page: hydration must not fetch it again (see inlineStyles.ts).
      expect(weight.stylesheets).toEqual([]);
    },
  );
});
