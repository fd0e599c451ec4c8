import { describe, expect, it } from 'vitest';
import { listSitePaths } from '../../src/routes/sitePaths.ts';
import { content } from '../built/site.ts';
import { serveSite, waitForHydration } from './harness.ts';

const site = serveSite();

const routes = listSitePaths({
  postSlugs: content.posts.map((post) => post.slug),
  caseSlugs: content.cases.map((entry) => entry.slug),
  legalSlugs: content.legal.map((page) => page.slug),
  summary: content.summary,
});

describe('Content Security Policy', () => {
  it('is sent with every page, with the other security headers', async () => {
    const { page } = await site.open('/');
    const response = await page.goto(`${site.origin}/about`);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+;/);
    expect(headers['content-security-policy']).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    // Hosts cap a response's headers at 8 KB or so: the policy must not grow with the pages.
    expect(headers['content-security-policy']!.length).toBeLessThan(2048);
    expect(headers).toMatchObject({
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'strict-origin-when-cross-origin',
    });
    expect(headers['strict-transport-security']).toContain('max-age=');
  });

  it('sends the files of public/ with a policy of their own that runs no script, beside the site-wide one', async () => {
    const { page } = await site.open('/');
    const response = await page.goto(`${site.origin}/media/hero-illustration.svg`);
    expect(response!.headers()['content-security-policy']).toMatch(/frame-ancestors 'none', script-src 'none'; sandbox$/);
  });

  it(`lets all ${routes.length} pages load and hydrate without a single violation`, async () => {
    // Four pages at a time, each in a browser context of its own: most of a page's time here is
    // waiting for its network to go idle.
    const lanes = Array.from({ length: 4 }, (_, lane) => routes.filter((_, index) => index % 4 === lane));
    const results = await Promise.all(
      lanes.map(async (lane) => {
        const { page, problems } = await site.open('/');
        await page.addInitScript(() => {
          const violations: string[] = [];
          (window as unknown as { __violations: string[] }).__violations = violations;
          document.addEventListener('securitypolicyviolation', (event) =>
            violations.push(`${event.violatedDirective} ${event.blockedURI}`),
          );
        });
        const violations: Record<string, string[]> = {};
        for (const route of lane) {
          await page.goto(site.origin + route, { waitUntil: 'networkidle' });
          await waitForHydration(page);
          const found = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
          if (found.length > 0) violations[route] = found;
        }
        return { violations, problems };
      }),
    );
    expect(Object.assign({}, ...results.map((result) => result.violations))).toEqual({});
    expect(results.flatMap((result) => result.problems)).toEqual([]);
  }, 180_000);
});
