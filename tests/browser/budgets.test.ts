import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { measurePage } from '../../scripts/bench/pageWeight.ts';
import { paths } from '../../src/routes/paths.ts';
import { content, DIST } from '../built/site.ts';
import { launchChromium } from './chromium.ts';
import { serveSite } from './harness.ts';

const site = serveSite();
let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

/** gzip KB of JavaScript each page may load before the network goes idle (issue 8). */
const budgets: [route: string, kilobytes: number][] = [
  [paths.home, 120],
  [`/blog/${content.posts[0]!.slug}`, 115],
  [paths.contact, 125],
];

/**
 * Text that only the code of each thing loaded on first use contains: the heavy libraries, and the
 * outbox a form loads when first focused (the search engine is its own files under /pagefind/).
 */
const loadedOnUse = {
  'alert (sweetalert2)': 'swal2-popup',
  'e-mail client (@emailjs/browser)': '/api/v1.0/email/send',
  'lightbox (yet-another-react-lightbox)': 'yarl__',
  'toasts (react-toastify)': 'Toastify__toast-container',
  'outbox (src/lib/forms/outbox.ts)': 'no answer within',
};

describe('page weight', () => {
  it.each(budgets)(
    '%s loads at most %i KB of gzipped JavaScript at start, nothing meant to load on use and no stylesheet',
    async (route, kilobytes) => {
      const weight = await measurePage(browser, site.origin, DIST, route);
      expect(Object.keys(weight.scripts).length).toBeGreaterThan(2);
      expect(weight.scriptBytes / 1024).toBeLessThanOrEqual(kilobytes);
      const code = Object.keys(weight.scripts).map((script) => readFileSync(path.join(DIST, script), 'utf8'));
      const loaded = Object.entries(loadedOnUse).filter(([, marker]) => code.some((text) => text.includes(marker)));
      expect(loaded.map(([name]) => name)).toEqual([]);
      expect(Object.keys(weight.scripts).filter((script) => script.includes('/pagefind/'))).toEqual([]);
      // Its CSS is in the page: hydration must not fetch it again (see inlineStyles.ts).
      expect(weight.stylesheets).toEqual([]);
    },
  );
});
