/**
 * `npm run screenshots -- / /blog … [--full]`: screenshots of the built site at 375 px and
 * 1280 px into reports/screenshots/, with any console error printed. For looking, not testing.
 * Paths are the site's own (`/blog`), under whatever base path dist/ was built for.
 */
import { mkdir } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { launchChromium } from '../tests/browser/chromium.ts';
import { basePathOfBuiltSite } from './basePath.ts';
import { readOptions } from './cliOptions.ts';
import { startStaticServer } from './static-server.ts';

/** `--full` captures whole pages; by default the first 1,800 px, which a phone-width page quickly exceeds. */
const { values, positionals: pagePaths } = readOptions({ full: { type: 'boolean' } }, { positionals: true });
const fullPage = values.full === true;
const widths = [375, 1280];
const outDir = 'reports/screenshots';

await mkdir(outDir, { recursive: true });
const basePath = basePathOfBuiltSite('dist');
const server = await startStaticServer({ root: 'dist', port: 0, basePath });
const siteAddress = `http://127.0.0.1:${(server.address() as AddressInfo).port}${basePath.slice(0, -1)}`;
const browser = await launchChromium();
try {
  for (const width of widths) {
    const page = await browser.newPage({ viewport: { width, height: 900 } });
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning')
        console.log(`[${width}] console ${message.type()}: ${message.text()}`);
    });
    page.on('pageerror', (error) => console.log(`[${width}] page error: ${error.message}`));
    for (const pagePath of pagePaths.length > 0 ? pagePaths : ['/']) {
      await page.goto(siteAddress + pagePath, { waitUntil: 'networkidle' });
      const name = pagePath === '/' ? 'home' : pagePath.slice(1).replace(/\//g, '_');
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const clip = fullPage ? undefined : { x: 0, y: 0, width, height: Math.min(height, 1800) };
      await page.screenshot({ path: `${outDir}/${name}-${width}.png`, fullPage: true, clip });
      console.log(`${outDir}/${name}-${width}.png`);
    }
    await page.close();
  }
} finally {
  await browser.close();
  server.close();
}
