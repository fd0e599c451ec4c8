import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { blogPaths } from '../../src/routes/paths.ts';
import { content } from '../built/site.ts';
import { holdRequests, serveSite, waitForHydration } from './harness.ts';

const site = serveSite();
const CLOUD_ARTICLE = 'Key Strategies for Securing Cloud-Native Apps';
/** The search's status line once it has found articles for "cloud" (not "No articles match"). */
const FOUND_CLOUD = /^\d+ articles? match(es)? “cloud”/;

/** The list of results in the blog's main column. */
const resultsOf = (page: Page) => page.getByRole('list', { name: 'Search results' });

/** Searches from the box at the top of the blog and returns what the search's status line answers. */
async function searchFor(page: Page, query: string): Promise<string | null> {
  await page.getByRole('searchbox', { name: 'Search articles' }).fill(query);
  await page.getByRole('search').getByRole('button', { name: 'Search' }).click();
  const answer = page.getByRole('status').filter({ hasText: /match|unavailable/ });
  await answer.waitFor();
  return answer.textContent();
}

describe('blog search', () => {
  it('finds the cloud-native article for "cloud", with the match marked, and opens it', async () => {
    const { page, problems } = await site.open('/blog');
    await waitForHydration(page);
    const search = page.getByRole('search');
    await search.getByRole('searchbox', { name: 'Search articles' }).fill('cloud');
    await search.getByRole('button', { name: 'Search' }).click();
    const results = resultsOf(page);
    await results.getByRole('link').first().waitFor();
    expect(await results.getByRole('heading').first().textContent()).toBe(CLOUD_ARTICLE);
    expect(await results.locator('mark').first().textContent()).toMatch(/cloud/i);
    expect(await page.getByRole('status').filter({ hasText: 'match' }).textContent()).toMatch(FOUND_CLOUD);
    await results.getByRole('link', { name: CLOUD_ARTICLE }).click();
    await page.waitForURL('**/blog/key-strategies-for-securing-cloud-native-apps');
    // The previous page stays on screen while the article's data and body arrive.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(CLOUD_ARTICLE);
    expect(problems).toEqual([]);
  });

  it('finds an article by one of its tags, a word its text never uses', async () => {
    const { page } = await site.open('/blog');
    await waitForHydration(page);
    // The title and tags in the index: tests/built/blog.test.ts.
    expect(await searchFor(page, 'DevSecOps')).toMatch(/^1 article matches “DevSecOps”/);
    expect(await resultsOf(page).getByRole('heading').first().textContent()).toBe(CLOUD_ARTICLE);
  });

  it('runs the search in the address, where the form sends one submitted before the page was ready, or a shared link', async () => {
    const { page, problems } = await site.open('/blog?q=cloud');
    const results = resultsOf(page);
    await results.getByRole('link').first().waitFor();
    expect(await results.getByRole('heading').first().textContent()).toBe(CLOUD_ARTICLE);
    expect(await page.getByRole('searchbox', { name: 'Search articles' }).inputValue()).toBe('cloud');
    expect(await page.evaluate(() => document.title)).toContain('“cloud”');
    expect(problems).toEqual([]);
  });

  it('puts each search in the address, and Back returns to the one before, then to the list of articles', async () => {
    const { page, problems } = await site.open('/blog');
    await waitForHydration(page);
    expect(await searchFor(page, 'cloud')).toMatch(FOUND_CLOUD);
    expect(new URL(page.url()).search).toBe('?q=cloud');
    expect(await searchFor(page, 'tableau')).toMatch(/matches? “tableau”/);
    expect(new URL(page.url()).search).toBe('?q=tableau');

    await page.goBack();
    await expect.poll(() => page.getByRole('status').filter({ hasText: 'match' }).textContent()).toMatch(FOUND_CLOUD);
    expect(await page.getByRole('searchbox', { name: 'Search articles' }).inputValue()).toBe('cloud');
    expect(await resultsOf(page).getByRole('heading').first().textContent()).toBe(CLOUD_ARTICLE);

    await page.goBack();
    await expect.poll(() => page.locator('main article').count()).toBe(8);
    expect(new URL(page.url()).search).toBe('');
    expect(await resultsOf(page).count()).toBe(0);
    expect(await page.getByRole('searchbox', { name: 'Search articles' }).inputValue()).toBe('');
    expect(problems).toEqual([]);
  });

  it('shows the results in the main column in place of the articles, each with its category, date and marked passage', async () => {
    const { page } = await site.open('/blog?q=DevSecOps');
    const results = resultsOf(page);
    await results.getByRole('link').first().waitFor();
    expect(await results.evaluate((list) => list.closest('aside') === null)).toBe(true);
    const sidebar = (await page.getByRole('complementary', { name: 'Blog' }).boundingBox())!;
    expect((await results.boundingBox())!.x + (await results.boundingBox())!.width).toBeLessThan(sidebar.x);
    expect(await page.locator('main article').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 2, name: 'Results for “DevSecOps”' }).count()).toBe(1);
    const first = results.getByRole('listitem').first();
    expect(await first.getByRole('link', { name: 'Cloud Native' }).getAttribute('href')).toBe('/blog/category/cloud-native');
    expect(await first.locator('time').getAttribute('datetime')).toBe('2024-09-05');
    expect(await first.locator('time').textContent()).toBe('September 5, 2024');
    expect(await first.locator('mark').first().textContent()).toMatch(/devsecops/i);
  });

  it('keeps the box and the first results within the first screen of a phone', async () => {
    const { page } = await site.open('/blog', { viewport: { width: 375, height: 740 } });
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    expect((await box.boundingBox())!.y).toBeLessThan(480);
    expect(await searchFor(page, 'cloud')).toMatch(FOUND_CLOUD);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    const status = page.getByRole('status').filter({ hasText: 'match' });
    expect((await status.boundingBox())!.y).toBeLessThan(740 - 40);
  });

  it('leads from the sidebar box beside an article to the blog, which shows the results', async () => {
    const { page, problems } = await site.open('/blog/how-to-choose-the-best-web-development-service-for-your-business');
    await waitForHydration(page);
    const sidebar = page.getByRole('complementary', { name: 'Blog' });
    await sidebar.getByRole('searchbox', { name: 'Search articles' }).fill('DevSecOps');
    await sidebar.getByRole('button', { name: 'Search' }).click();
    await page.waitForURL('**/blog?q=DevSecOps');
    await resultsOf(page).getByRole('link').first().waitFor();
    expect(await resultsOf(page).getByRole('heading').first().textContent()).toBe(CLOUD_ARTICLE);
    expect(await page.getByRole('searchbox', { name: 'Search articles' }).inputValue()).toBe('DevSecOps');
    expect(problems).toEqual([]);
  });

  it('says, with scripting off, that search needs JavaScript, and its form still names the blog and the query', async () => {
    const { page } = await site.open('/blog', { javaScriptEnabled: false });
    const note = page.getByRole('main').getByText(/^Search needs JavaScript/);
    expect(await note.textContent()).toBe(
      'Search needs JavaScript, which is off in your browser. The categories and tags below list every article.',
    );
    expect(await note.isVisible()).toBe(true);
    const form = page.getByRole('search');
    expect(await form.getAttribute('action')).toBe('/blog');
    expect((await form.getAttribute('method'))?.toLowerCase()).toBe('get');
    expect(await form.getByRole('searchbox').getAttribute('name')).toBe('q');
  });

  it.each(['pagefind-entry.json', 'fragment/'])(
    'searches again after a failed fetch of its %s, instead of failing until a reload',
    async (file) => {
      const { page } = await site.open('/blog');
      await waitForHydration(page);
      let failed = false;
      await page.route(`**/pagefind/${file}*`, (route) => {
        if (failed) return route.continue();
        failed = true;
        return route.abort('connectionreset');
      });
      expect(await searchFor(page, 'cloud')).toMatch(/^Search is unavailable right now/);
      expect(failed).toBe(true);
      expect(await searchFor(page, 'cloud')).toMatch(FOUND_CLOUD);
    },
  );

  it('does not answer "no match" when its index fails to load once, but loads it again', async () => {
    const { page } = await site.open('/blog');
    await waitForHydration(page);
    let indexRequests = 0;
    await page.route('**/pagefind/index/**', (route) => (indexRequests++ === 0 ? route.abort('connectionreset') : route.continue()));
    expect(await searchFor(page, 'cloud')).toMatch(FOUND_CLOUD);
    expect(indexRequests).toBe(2);
  });

  it('finds what a quick second query asks, while the first, which matched nothing, is checked again', async () => {
    const { page } = await site.open('/blog');
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    await box.fill('zzzz');
    await box.press('Enter');
    await box.fill('cloud');
    await box.press('Enter');
    const status = page.getByRole('status').filter({ hasText: /“cloud”|unavailable/ });
    await status.waitFor();
    expect(await status.textContent()).toMatch(FOUND_CLOUD);
  });

  it('says search is unavailable, not "no match", when its index cannot load offline, and finds again once back', async () => {
    const { page } = await site.open('/blog');
    await waitForHydration(page);
    const setOnline = (online: boolean) =>
      page.evaluate((value) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => value }), online);
    // The connection drops once the engine has loaded, as the index's part for the words is fetched.
    await page.route('**/pagefind/index/**', async (route) => {
      await setOnline(false);
      await route.abort('internetdisconnected');
    });
    expect(await searchFor(page, 'cloud')).toMatch(/^Search is unavailable right now/);
    await page.unroute('**/pagefind/index/**');
    await setOnline(true);
    expect(await searchFor(page, 'cloud')).toMatch(FOUND_CLOUD);
  });

  it('keeps the results of the latest search when an earlier one answers later', async () => {
    const { page } = await site.open('/blog');
    await waitForHydration(page);
    const box = page.getByRole('searchbox', { name: 'Search articles' });
    const status = page.getByRole('status').filter({ hasText: 'match' });
    // A first search loads the engine and index, so that the two below differ only in their results' files.
    await box.fill('zzzz');
    await box.press('Enter');
    await status.waitFor();
    let slowUntil = Date.now();
    await page.route('**/pagefind/fragment/**', async (route) => {
      if (Date.now() < slowUntil) await new Promise((resolve) => setTimeout(resolve, 2500));
      await route.continue();
    });
    slowUntil = Date.now() + 700;
    await box.fill('kubernetes');
    await box.press('Enter');
    await page.waitForTimeout(1000);
    // Found in another article than the first query: its result's file is not the slow one.
    await box.fill('tableau');
    await box.press('Enter');
    await expect.poll(() => status.textContent()).toMatch(/matches? “tableau”/);
    await page.waitForTimeout(3000);
    expect(await status.textContent()).toMatch(/matches? “tableau”/);
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

/**
 * Follows, in the app (EntryBody's in-app links), a writer's link to a section of another article,
 * added to the body of the article on screen; returns the section's id once the address names it.
 */
async function followLinkToAnotherArticlesSection(page: Page): Promise<string> {
  const section = 'old-way-versus-modern-way';
  await page.locator('[data-body]').evaluate((body, href) => {
    body.insertAdjacentHTML('beforeend', `<p><a href="${href}">the comparison</a></p>`);
  }, `/blog/benefits-of-adopting-modern-it-solutions#${section}`);
  await page.getByRole('link', { name: 'the comparison' }).click();
  await page.waitForURL(`**#${section}`);
  return section;
}

describe('articles', () => {
  it('offers only the share links that work when scripting is off, not a copy button that would do nothing', async () => {
    const { page } = await site.open(blogPaths.post(content.posts[0]!.slug), { javaScriptEnabled: false });
    const copyLink = page.getByRole('button', { name: 'Copy link', includeHidden: true });
    expect(await copyLink.count()).toBe(1);
    expect(await copyLink.isVisible()).toBe(false);
    expect(await page.getByRole('link', { name: /^Share on LinkedIn/ }).isVisible()).toBe(true);
  });

  it('copies the article link to the clipboard from the share buttons, saying so in a toast', async () => {
    const { page } = await site.open('/blog/key-strategies-for-securing-cloud-native-apps', {
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.locator('[data-toasts]').getByText('Link copied to your clipboard.').waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/blog\/key-strategies-for-securing-cloud-native-apps$/);
  });

  it("shows its toast in the site's type and colours, and for its time when the visitor asks for reduced motion", async () => {
    const { page } = await site.open('/blog/key-strategies-for-securing-cloud-native-apps', {
      permissions: ['clipboard-read', 'clipboard-write'],
      reducedMotion: 'reduce',
    });
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Copy link' }).click();
    const toast = page.locator('[data-toasts] [role="alert"]').filter({ hasText: 'Link copied to your clipboard.' });
    await toast.waitFor();
    const look = await toast.evaluate((element) => {
      const style = getComputedStyle(element);
      return { font: style.fontFamily.split(',')[0], accent: style.borderLeftColor, radius: style.borderRadius };
    });
    expect(look).toEqual({ font: 'Inter', accent: 'rgb(21, 128, 61)', radius: '12px' });
    // The library closes a toast when its progress bar's CSS animation ends, and reduced motion cuts
    // animations to nothing: the bar keeps the toast's whole time. (Its style, not a wait against the
    // clock: a busy machine can stretch a test's own steps past the toast's five seconds.)
    const timer = await toast.getByRole('progressbar', { includeHidden: true }).evaluate((bar) => getComputedStyle(bar).animationDuration);
    expect(timer).toBe('5s');
    expect(await toast.isVisible()).toBe(true);
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
    expect(bodyRequests).toEqual([`/content/posts/${slug}.json`]);
    expect(await page.evaluate(() => document.title)).not.toContain('Cloud-Native');
    expect(problems).toEqual([]);
  });

  it('goes to the section a link names in an article whose body arrives after the page has rendered', async () => {
    const { page, problems } = await site.open('/blog/key-strategies-for-securing-cloud-native-apps');
    await waitForHydration(page);
    // The body arrives a moment after the new page has rendered, as over a real connection.
    await page.route('**/content/posts/*.json', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const section = await followLinkToAnotherArticlesSection(page);
    const heading = page.locator(`#${section}`);
    await heading.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(section);
    const top = await heading.evaluate((element) => element.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(0);
    expect(top).toBeLessThan(200);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    expect(problems).toEqual([]);
  });

  it('leaves focus and scroll alone when the reader has moved on before such a body arrives (opened the menu)', async () => {
    const { page, problems } = await site.open('/blog/key-strategies-for-securing-cloud-native-apps', {
      viewport: { width: 375, height: 740 },
    });
    await waitForHydration(page);
    const release = await holdRequests(page, '**/content/posts/*.json');
    const section = await followLinkToAnotherArticlesSection(page);
    // The new page is there, its body still on the way.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe('Benefits of Adopting Modern IT Solutions');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    const scrolled = await page.evaluate(() => window.scrollY);

    release();
    await page.locator(`#${section}`).waitFor({ state: 'attached' });
    await page.waitForTimeout(200);
    expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    expect(await dialog.count()).toBe(1);
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

  it('says in plain words that an article could not be loaded while offline', async () => {
    const { page } = await site.open('/blog/key-strategies-for-securing-cloud-native-apps');
    await waitForHydration(page);
    await page.context().setOffline(true);
    await page.getByRole('navigation', { name: 'More articles' }).getByRole('link').first().click();
    const alert = page.getByRole('alert').filter({ hasText: 'could not be loaded' });
    await alert.waitFor();
    expect(await alert.textContent()).toContain('This page could not be loaded. Check your connection and try again.');
    expect(await alert.textContent()).not.toContain('Failed to fetch');
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

describe("an article's reading rail", () => {
  const ARTICLE = '/blog/key-strategies-for-securing-cloud-native-apps';
  const onThisPage = (page: Page) => page.getByRole('navigation', { name: 'On this page' });
  const marked = (page: Page) => onThisPage(page).locator('a[aria-current="location"]').textContent();

  it('marks the section being read as the reader scrolls, down and back up', async () => {
    const { page, problems } = await site.open(ARTICLE);
    await waitForHydration(page);
    const headings = page.locator('[data-body] h2');
    const scrollTo = (index: number) =>
      headings
        .nth(index)
        .evaluate((heading) => window.scrollTo({ top: window.scrollY + heading.getBoundingClientRect().top - 150, behavior: 'instant' }));
    await scrollTo(3);
    await expect.poll(() => marked(page)).toBe(await headings.nth(3).textContent());
    await scrollTo(1);
    await expect.poll(() => marked(page)).toBe(await headings.nth(1).textContent());
    // A jump to the end, which carries headings from below the window to above it at once.
    await page.keyboard.press('End');
    await expect.poll(() => marked(page)).toBe(await headings.last().textContent());
    expect(problems).toEqual([]);
  });

  it('stays in view beside the whole article on a wide screen, and moves focus to the section a link names', async () => {
    const { page, problems } = await site.open(ARTICLE);
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight * 0.4, behavior: 'instant' }));
    const box = (await onThisPage(page).boundingBox())!;
    expect(box.y).toBeGreaterThanOrEqual(72);
    expect(box.y + box.height).toBeLessThanOrEqual(900);
    expect(await page.getByRole('region', { name: 'Work with us' }).getByRole('link', { name: 'Get a quote' }).isVisible()).toBe(true);

    const entry = onThisPage(page).getByRole('link').nth(2);
    const label = (await entry.textContent())!;
    await entry.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/#secure-the-software-supply-chain$/);
    const heading = page.getByRole('heading', { level: 2, name: label });
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe(label);
    await expect
      .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(200);
    await expect.poll(() => marked(page)).toBe(label);
    expect(problems).toEqual([]);
  });

  it('is left out on a phone, where the article reads in one column', async () => {
    const { page } = await site.open(ARTICLE, { viewport: { width: 375, height: 740 } });
    expect(await onThisPage(page).isVisible()).toBe(false);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
  });
});

describe("an article's comments", () => {
  const ARTICLE = blogPaths.post(content.posts[0]!.slug);
  it.each([
    [375, 'right after the article, before the side column that runs under it'],
    [1280, 'at the foot of the article, beside the side column'],
  ])('at %i px come %s', async (width) => {
    const { page } = await site.open(ARTICLE, { viewport: { width, height: 900 } });
    const comments = (await page.getByRole('heading', { name: 'Leave a comment' }).boundingBox())!;
    const column = (await page.getByRole('complementary', { name: 'Blog' }).boundingBox())!;
    if (width < 1180) expect(comments.y + comments.height).toBeLessThan(column.y);
    else expect(comments.x + comments.width).toBeLessThan(column.x);
  });
});

describe('the bar of sections on a phone', () => {
  const sections = (page: Page) => page.getByRole('navigation', { name: 'Sections of this page' });
  const BAR = 'details:has(nav[aria-label="Sections of this page"])';

  it.each(['/blog/key-strategies-for-securing-cloud-native-apps', '/policy'])(
    'on %s stays under the header, names the section being read, and takes the reader to another below itself',
    async (route) => {
      const { page, problems } = await site.open(route, { viewport: { width: 375, height: 740 } });
      await waitForHydration(page);
      const bar = page.locator(BAR);
      const headings = page.locator('[data-body] h2');
      await headings
        .nth(2)
        .evaluate((heading) => window.scrollTo({ top: window.scrollY + heading.getBoundingClientRect().top - 150, behavior: 'instant' }));
      const barBox = (await bar.boundingBox())!;
      expect(barBox.y).toBe(72);
      await expect.poll(() => bar.locator('summary').textContent()).toContain(await headings.nth(2).textContent());

      await bar.locator('summary').click();
      const target = sections(page).getByRole('link').nth(4);
      const label = (await target.textContent())!;
      await target.click();
      await expect.poll(() => bar.evaluate((details: HTMLDetailsElement) => details.open)).toBe(false);
      const heading = page.getByRole('heading', { level: 2, name: label });
      // Just below the bar, not under it.
      const below = Math.round(barBox.y + barBox.height);
      await expect
        .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
        .toSatisfy((top: number) => top >= below && top < below + 60);
      expect(problems).toEqual([]);
    },
  );

  it('takes the reader from far down /policy back to the top of the page', async () => {
    const { page, problems } = await site.open('/policy', { viewport: { width: 375, height: 740 } });
    await waitForHydration(page);
    await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight * 0.7, behavior: 'instant' }));
    const bar = page.locator(BAR);
    await bar.locator('summary').click();
    await sections(page).getByRole('link', { name: 'Back to top' }).click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeLessThan(100);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('main');
    expect(problems).toEqual([]);
  });

  it('is left out beside the article on a wide screen, where its outline is in the side column', async () => {
    const { page } = await site.open('/blog/key-strategies-for-securing-cloud-native-apps');
    expect(await sections(page).isVisible()).toBe(false);
    expect(
      await page
        .locator('details')
        .filter({ has: sections(page) })
        .isVisible(),
    ).toBe(false);
  });
});

describe('article tables and code on a phone', () => {
  const articles = content.posts.map((post) => blogPaths.post(post.slug));
  const openAtPhoneWidth = () => site.open('/blog', { viewport: { width: 375, height: 740 } });

  it('fit a two-column table into a 375-px screen, and scroll a wider one in its box at a readable measure, never the page', async () => {
    const { page } = await openAtPhoneWidth();
    const found: { article: string; columns: number; overflow: number; tableWidth: number; pageWidth: number }[] = [];
    for (const article of articles) {
      await page.goto(site.origin + article);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      const tables = await page.locator('.table-scroll').evaluateAll((boxes) =>
        boxes.map((box) => ({
          columns: box.querySelector('tr')!.cells.length,
          overflow: box.scrollWidth - box.clientWidth,
          tableWidth: box.querySelector('table')!.offsetWidth,
        })),
      );
      found.push(...tables.map((table) => ({ article, pageWidth, ...table })));
    }
    const wide = found.filter((table) => table.columns >= 3);
    expect(wide.length).toBeGreaterThan(0);
    // 30 rem: about three words a line in each of three columns, where the column's width gave one.
    for (const table of wide) expect(table.tableWidth, table.article).toBeGreaterThanOrEqual(480);
    for (const table of wide) expect(table.overflow, table.article).toBeGreaterThan(0);
    for (const table of found.filter((candidate) => candidate.columns <= 2)) expect(table.overflow, table.article).toBe(0);
    for (const table of found) expect(table.pageWidth, table.article).toBe(375);
  });

  it('scroll a long line of code inside its block, which the keyboard can reach, and never the page', async () => {
    const { page } = await openAtPhoneWidth();
    const blocks: { article: string; scrolls: boolean; focusable: boolean; pageWidth: number }[] = [];
    for (const article of articles) {
      await page.goto(site.origin + article);
      const pageWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      const found = await page
        .locator('[data-body] pre')
        .evaluateAll((pres) => pres.map((pre) => ({ scrolls: pre.scrollWidth > pre.clientWidth, focusable: pre.tabIndex === 0 })));
      blocks.push(...found.map((block) => ({ article, pageWidth, ...block })));
    }
    expect(blocks.some((block) => block.scrolls)).toBe(true);
    expect(blocks.filter((block) => !block.focusable || block.pageWidth > 375)).toEqual([]);
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

describe('a category page', () => {
  it.each([375, 768, 1280])('keeps the way to the whole blog at the end of its further reading at %i px', async (width) => {
    const { page } = await site.open(blogPaths.category('cybersecurity'), { viewport: { width, height: 900 } });
    const more = page.locator('section[aria-labelledby="more-articles-heading"]');
    expect(await more.getByRole('link', { name: /All \d+ articles/ }).isVisible()).toBe(true);
    const shownPosts = await more.locator('article').evaluateAll((cards) => cards.filter((card) => card.checkVisibility()).length);
    expect(shownPosts).toBe(width >= 1024 ? 2 : 1);
  });
});
