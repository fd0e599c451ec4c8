import { describe, expect, it } from 'vitest';
import { serveSite, waitForHydration } from './harness.ts';

const site = serveSite();
const CLOUD_ARTICLE = 'Key Strategies for Securing Cloud-Native Apps';

describe('blog search', () => {
  it('finds the cloud-native article for "cloud", with the match marked, and opens it', async () => {
    const { page, problems } = await site.open('/blog');
    await waitForHydration(page);
    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: 'Search articles' }).fill('cloud');
    await search.getByRole('button', { name: 'Search' }).click();
    const results = page.locator('aside ol').first();
    await results.getByRole('link').first().waitFor();
    expect(await results.getByRole('link').first().textContent()).toBe(CLOUD_ARTICLE);
    expect(await results.locator('mark').first().textContent()).toMatch(/cloud/i);
    expect(await page.getByRole('status').first().textContent()).toMatch(/match “cloud”/);
    await results.getByRole('link', { name: CLOUD_ARTICLE }).click();
    await page.waitForURL('**/blog/key-strategies-for-securing-cloud-native-apps');
    // The previous page stays on screen while the article's data and body arrive.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(CLOUD_ARTICLE);
    expect(problems).toEqual([]);
  });

  it('runs the search in the address, where the form sends one submitted before the page was ready', async () => {
    const { page, problems } = await site.open('/blog?q=cloud');
    const results = page.locator('aside ol').first();
    await results.getByRole('link').first().waitFor();
    expect(await results.getByRole('link').first().textContent()).toBe(CLOUD_ARTICLE);
    expect(await page.getByRole('searchbox', { name: 'Search articles' }).inputValue()).toBe('cloud');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('q');
    expect(problems).toEqual([]);
  });

  it('says, with scripting off, that search needs JavaScript and where every article is listed instead', async () => {
    const { page } = await site.open('/blog', { javaScriptEnabled: false });
    const note = page.getByRole('complementary', { name: 'Blog' }).getByText(/^Search needs JavaScript/);
    expect(await note.textContent()).toBe(
      'Search needs JavaScript, which is off in your browser. The categories and tags below list every article.',
    );
    expect(await note.isVisible()).toBe(true);
  });

  it('requires a query: an empty search does not run', async () => {
    const { page } = await site.open('/blog');
    await waitForHydration(page);
    await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
    expect(
      await page.getByRole('searchbox', { name: 'Search articles' }).evaluate((input: HTMLInputElement) => input.validity.valueMissing),
    ).toBe(true);
    expect(await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/pagefind/')))).toBe(
      false,
    );
  });
});

describe('articles', () => {
  it('copies the article link to the clipboard from the share buttons, saying so in a toast', async () => {
    const { page } = await site.open('/blog/key-strategies-for-securing-cloud-native-apps', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.locator('[data-toasts]').getByText('Link copied to your clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/key-strategies-for-securing-cloud-native-apps$/);
  });

  it('loads another article by client-side navigation, fetching only its body', async () => {
    const { page, problems } = await site.open('/blog/key-strategies-for-securing-cloud-native-apps');
    await waitForHydration(page);
    const bodyRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/content/posts/')) bodyRequests.push(new URL(request.url()).pathname);
    });
    const next = page.getByRole('navigation', { name: 'More articles' }).getByRole('link').first();
    const slug = (await next.getAttribute('href'))!.split('/').pop()!;
    await next.click();
    await page.locator(`[data-body="posts/${slug}"] h2`).first().waitFor();
    expect(bodyRequests).toEqual([`/content/posts/${slug}.html`]);
    expect(await page.evaluate(() => document.title)).not.toContain('Cloud-Native');
    expect(problems).toEqual([]);
  });

  it('says so, once, when an article cannot be fetched, and fetches it again on the next visit', async () => {
    const { page } = await site.open('/blog/key-strategies-for-securing-cloud-native-apps');
    await waitForHydration(page);
    let failing = true;
    let contentRequests = 0;
    await page.route('**/content/**', (route) => {
      contentRequests += 1;
      return failing ? route.fulfill({ status: 500, body: 'down for maintenance' }) : route.continue();
    });
    const next = page.getByRole('navigation', { name: 'More articles' }).getByRole('link').first();
    const slug = (await next.getAttribute('href'))!.split('/').pop()!;
    await next.click();
    await page.getByRole('alert').filter({ hasText: 'could not be loaded (500)' }).waitFor();
    // A rejected fetch stays rejected while its error shows: refetching in its place looped for ever.
    await page.waitForTimeout(1000);
    expect(contentRequests).toBeLessThanOrEqual(2);

    failing = false;
    await page.goBack();
    await page.getByRole('navigation', { name: 'More articles' }).getByRole('link').first().click();
    await page.locator(`[data-body="posts/${slug}"] h2`).first().waitFor();
  });

  it('fetches an article again on return when its fetch failed after the visitor had left', async () => {
    const { page } = await site.open('/blog');
    await waitForHydration(page);
    let failing = true;
    await page.route('**/content/**', async (route) => {
      if (!failing) return route.continue();
      await new Promise((resolve) => setTimeout(resolve, 1500));
      return route.fulfill({ status: 503, body: 'busy' }).catch(() => undefined);
    });
    const article = page
      .getByRole('main')
      .getByRole('link', { name: /Read more/ })
      .first();
    const href = (await article.getAttribute('href'))!;
    await article.click();
    await page.waitForTimeout(300);
    // Gone before the fetch fails: nobody sees that failure, so it must not be kept for the return.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForTimeout(2500);
    failing = false;
    await page.goBack();
    await page.waitForURL(`**${href}`);
    await page.locator('[data-body^="posts/"] h2').first().waitFor({ timeout: 5000 });
  });
});

describe('blog index', () => {
  it('shows eight cards and a pager whose ends are disabled when there is one page', async () => {
    const { page } = await site.open('/blog');
    expect(await page.locator('main article').count()).toBe(8);
    const pager = page.getByRole('navigation', { name: 'Pages' });
    expect(await pager.locator('[aria-disabled="true"]').count()).toBe(2);
    expect(await pager.locator('[aria-current="page"]').textContent()).toBe('1');
  });
});
