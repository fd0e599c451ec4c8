import { readFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { builtBasePath } from '../../scripts/basePath.ts';
import { startStaticServer } from '../../scripts/static-server.ts';
import { listHtmlFiles } from '../../scripts/listFiles.ts';
import { verifyDist } from '../../scripts/verify-dist.ts';
import { launchChromium } from '../browser/chromium.ts';
import { createWorkspace, type Workspace } from '../../scripts/workspace.ts';

const BASE = '/preview/my-branch/';
let workspace: Workspace;
let dist: string;

beforeAll(async () => {
  workspace = await createWorkspace();
  await workspace.build({ BASE_PATH: BASE });
  dist = path.join(workspace.root, 'dist');
}, 300_000);

afterAll(() => workspace?.dispose());

describe(`BASE_PATH=${BASE} npm run build`, () => {
  it('yields a site whose every internal link and asset resolves inside the base path', async () => {
    const { pages, findings } = await verifyDist(dist, BASE);
    expect(pages).toBeGreaterThan(40);
    expect(findings).toEqual([]);
  });

  it('says which base path it was built for, so that preview, verify and screenshots serve it there', () => {
    expect(builtBasePath(dist)).toBe(BASE);
  });

  it('lets no root-relative URL escape the prefix in pages, feed, sitemap and robots.txt', async () => {
    const escaping: string[] = [];
    for (const file of await listHtmlFiles(dist)) {
      const html = readFileSync(file, 'utf8');
      for (const match of html.matchAll(/\s(?:href|src|content)="(\/[^"]*)"/g)) {
        if (!match[1]!.startsWith(BASE) && !match[1]!.startsWith('//')) escaping.push(`${path.relative(dist, file)}: ${match[1]}`);
      }
    }
    expect(escaping).toEqual([]);
    for (const file of ['rss.xml', 'atom.xml', 'sitemap.xml', 'robots.txt']) {
      const text = readFileSync(path.join(dist, file), 'utf8');
      const urls = [...text.matchAll(/https?:\/\/[^\s<"]+/g)]
        .map((match) => new URL(match[0]))
        .filter((url) => url.hostname.endsWith('.example'));
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url.pathname.startsWith(BASE), `${file}: ${url.href}`).toBe(true);
    }
  });

  it('navigates, loads article bodies and searches under the prefix in a real browser', async () => {
    const server = await startStaticServer({ root: dist, port: 0, basePath: BASE });
    const browser = await launchChromium();
    try {
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const page = await browser.newPage();
      const failures: string[] = [];
      page.on('response', (response) => {
        if (response.status() >= 400) failures.push(`${response.status()} ${response.url()}`);
      });
      page.on('pageerror', (error) => failures.push(error.message));
      await page.goto(`${origin}${BASE}blog`, { waitUntil: 'networkidle' });
      await page.waitForFunction(() => document.documentElement.classList.contains('hydrated'));
      await page.getByRole('searchbox', { name: 'Search articles' }).fill('cloud');
      await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
      await page.waitForURL(`${origin}${BASE}blog?q=cloud`);
      const hit = page.getByRole('list', { name: 'Search results' }).getByRole('heading').getByRole('link').first();
      await hit.waitFor();
      await hit.click();
      await page.waitForURL(`${origin}${BASE}blog/key-strategies-for-securing-cloud-native-apps`);
      await page.locator('[data-body] h2').first().waitFor();
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
      await page.waitForURL(`${origin}${BASE}about`);
      expect(failures).toEqual([]);
    } finally {
      await browser.close();
      server.close();
    }
  }, 60_000);
});
