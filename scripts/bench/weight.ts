/**
 * `npm run bench:weight -- --posts 1000`: proves that pages stay light as content grows. Builds
 * the site twice in throwaway copies, as it is and with N extra synthetic posts, then measures in
 * Chromium what `/`, `/blog` and an article load at start (gzip bytes of JavaScript and data, and
 * of the HTML itself) and what the first client-side navigation fetches, and prints both with the
 * difference.
 */
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { startStaticServer } from '../static-server.ts';
import { launchChromium } from '../../tests/browser/chromium.ts';
import { readOptions, wholeNumber } from '../cliOptions.ts';
import { createWorkspace } from '../workspace.ts';
import { gzipSize, measurePage } from './pageWeight.ts';
import { writeSyntheticPosts } from './syntheticPosts.ts';

const extraPosts = wholeNumber(readOptions({ posts: { type: 'string' } }).values.posts, 'posts', 1000, { min: 1 });
const ARTICLE = '/blog/key-strategies-for-securing-cloud-native-apps';

async function measureSite(posts: number): Promise<Record<string, number>> {
  const workspace = await createWorkspace();
  try {
    if (posts > 0) await writeSyntheticPosts(path.join(workspace.root, 'posts'), posts);
    await workspace.build();
    const dist = path.join(workspace.root, 'dist');
    const server = await startStaticServer({ root: dist, port: 0 });
    const browser = await launchChromium();
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const figures: Record<string, number> = {};
      for (const route of ['/', '/blog', ARTICLE]) {
        const weight = await measurePage(browser, origin, dist, route);
        figures[`${route} at start`] = weight.scriptBytes + weight.dataBytes;
        figures[`${route} HTML`] = weight.documentBytes;
      }
      // The first client-side navigation: from the blog index to its newest article.
      const page = await browser.newPage();
      await page.goto(`${origin}/blog`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.classList.contains('hydrated'));
      const fetched: string[] = [];
      page.on('requestfinished', (request) => fetched.push(new URL(request.url()).pathname));
      const link = page.locator('main article h2 a').first();
      const slug = (await link.getAttribute('href'))!.split('/').pop()!;
      await link.click();
      await page.locator(`[data-body="posts/${slug}"]`).waitFor();
      await page.waitForLoadState('networkidle');
      figures['first navigation (/blog → article)'] = fetched.reduce((total, file) => total + gzipSize(path.join(dist, file)), 0);
      return figures;
    } finally {
      await browser.close();
      server.close();
    }
  } finally {
    await workspace.dispose();
  }
}

const base = await measureSite(0);
const grown = await measureSite(extraPosts);
console.log(`gzip bytes loaded, the site as it is vs with ${extraPosts} extra posts`);
for (const [name, bytes] of Object.entries(base)) {
  const after = grown[name] ?? 0;
  console.log(
    `${name.padEnd(40)} ${String(bytes).padStart(8)} ${String(after).padStart(8)}  ${(((after - bytes) / bytes) * 100).toFixed(1).padStart(5)} %`,
  );
}
