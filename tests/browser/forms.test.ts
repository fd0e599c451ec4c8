/**
 * The three forms in a real browser against a fake of the e-mail provider (fake-emailjs.ts): the
 * failed-check alert, the exact payloads, the toast and the redirect, and the outbox that keeps a
 * message the provider did not accept until it does, and sends it once.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, type Locator, type Page, type Request } from 'playwright-core';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OUTBOX_KEY } from '../../src/lib/forms/outbox.ts';
import { blogPaths, paths } from '../../src/routes/paths.ts';
import { siteConfig } from '../../src/site.config.ts';
import { content, DIST } from '../built/site.ts';
import { FAKE_EMAILJS_ORIGIN, FakeEmailProvider, TEST_EMAIL_SETTINGS, type SendRequest } from './fake-emailjs.ts';
import { seriousAxeViolations } from './axe.ts';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.ts';
import { holdRequests, serveSite, waitForHydration } from './harness.ts';

const site = serveSite();
const provider = new FakeEmailProvider();
/**
 * A page whose timers run as time passes or when the test says: the 3.5 s before a form moves on,
 * a backoff, a lease pass in a moment with page.clock.runFor.
 */
const open = (path: string, options = {}) => site.open(path, options, { fakeClock: true });
const article = blogPaths.post(content.posts[0]!.slug);
const REDIRECT_MS = 3500;

beforeAll(async () => {
  const built = readdirSync(path.join(DIST, 'assets')).some(
    (file) => file.endsWith('.js') && readFileSync(path.join(DIST, 'assets', file), 'utf8').includes(FAKE_EMAILJS_ORIGIN),
  );
  if (!built) {
    throw new Error(
      `dist/ does not send to the fake provider at ${FAKE_EMAILJS_ORIGIN}: build it the way scripts/test.sh does (npm test), with its VITE_EMAILJS_* values.`,
    );
  }
  await provider.start();
});

afterAll(() => provider.stop());

beforeEach(() => provider.reset());

const contactValues = {
  'Full name': 'Ana Ruiz',
  'Work e-mail': 'ana.ruiz@northwind.example',
  Phone: '+1 (555) 010-2030',
  'Company (optional)': 'Northwind Health',
  'How can we help?': 'We need a HIPAA gap assessment before our audit in May.\nCan you start next month?',
};

const quoteValues = {
  'Full name': 'Dev Patel',
  'Work e-mail': 'dev@brightretail.example',
  Phone: '+44 20 7946 0958',
  Industry: 'Retail',
  'Project details': 'RFP due June 30: modernize our order app, 5 months, budget range 150–200k.',
};

const contactPayload = {
  from_name: 'Ana Ruiz',
  from_phone: '+1 (555) 010-2030',
  from_company: 'Northwind Health',
  from_email: 'ana.ruiz@northwind.example',
  message: 'We need a HIPAA gap assessment before our audit in May.\nCan you start next month?',
};

/** The template parameters as sent: the form's payload and the message's id, which makes a repeat recognisable. */
const withId = (params: Record<string, string>) => ({ ...params, message_id: expect.stringMatching(/^[0-9a-f]{24}$/) });

const sendOf = (templateId: string, params: Record<string, string>): SendRequest => ({
  lib_version: '4.3.3',
  user_id: TEST_EMAIL_SETTINGS.publicKey,
  service_id: TEST_EMAIL_SETTINGS.serviceId,
  template_id: templateId,
  template_params: withId(params),
});

async function fill(page: Page, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
}

const alertPopup = (page: Page) => page.locator('.swal2-popup');
/**
 * Waits until no stored message is on its way: a page left mid-send leaves its lease behind, and
 * the next page waits the lease out (two minutes) before it sends the message again. Up to 15 s:
 * with two test files and their Chromiums on two cores, a send to the failing fake provider once
 * stayed open longer than the polls' usual 5 s.
 */
const noSendOpen = (page: Page) =>
  expect
    .poll(() => storedOutbox(page).then((entries) => entries.filter((entry) => (entry as { lease?: unknown }).lease).length), {
      timeout: 15_000,
    })
    .toBe(0);
/** The alert's sentence, as the spec words it (the fields to fix follow it). */
const alertText = (page: Page) => alertPopup(page).locator('.swal2-html-container p').textContent();
/** The fields the alert names, by their labels. */
const alertFields = (page: Page) => alertPopup(page).getByRole('list', { name: 'Fields to fix' }).getByRole('listitem').allTextContents();
const storedOutbox = (page: Page) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? '[]') as unknown[], OUTBOX_KEY);
/** The form's notice that it cannot move on while offline, once it shows. */
async function heldNotice(page: Page) {
  const held = page.getByRole('status').filter({ hasText: 'You are offline, so the next page cannot open yet.' });
  await held.waitFor({ timeout: 10_000 });
  return held;
}
const focusedName = (page: Page) => page.evaluate(() => document.activeElement?.getAttribute('name'));
/** The notice of where messages stand (a live region: role status). */
const outboxNotice = (page: Page) => page.locator('[role="status"][data-outbox-notice]');

const submitButton = (page: Page) => page.locator('form[aria-labelledby] [type="submit"]');

/** Opens `from` first, then loads the form page, so Back has somewhere to go; the form works once the page has hydrated. */
async function openForm(formPath: string, from: string = paths.home) {
  const tracked = await open(from);
  await tracked.page.goto(site.origin + formPath, { waitUntil: 'networkidle' });
  await waitForHydration(tracked.page);
  expect(await submitButton(tracked.page).isEnabled()).toBe(true);
  return tracked;
}

const submit = (page: Page, button: string) => page.getByRole('button', { name: button }).click();

/**
 * Starts watching what focusing a form fetches ahead: the page it moves on to (`nextPage`, its
 * file's name), the e-mail client and the toasts. The returned wait ends once all three are in
 * and no request has been open for half a second, the next page's shared files included, so a
 * connection cut after it leaves the form everything it needs.
 */
function fetchedAhead(page: Page, nextPage: 'ThankYou' | 'Home'): () => Promise<void> {
  const open = new Set<Request>();
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  const arrivals = [
    page.waitForResponse((response) => new RegExp(`/assets/${nextPage}-[^/]+\\.js$`).test(response.url())),
    page.waitForResponse(async (response) => response.url().endsWith('.js') && (await response.text()).includes('/api/v1.0/email/send')),
    page.waitForSelector('[data-toasts]', { state: 'attached' }),
  ];
  return async () => {
    await Promise.all(arrivals);
    for (let quietPolls = 0; quietPolls < 10; quietPolls = open.size ? 0 : quietPolls + 1)
      await new Promise((done) => setTimeout(done, 50));
  };
}

/**
 * Waits for the thank-you page itself: its address comes a moment before its code has arrived and
 * it replaces the form (a transition), whose page-wide notice speaks of other messages than the one just sent.
 */
async function reachThankYou(page: Page) {
  await page.waitForURL('**/post-req', { timeout: 10_000 });
  await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent(), { timeout: 10_000 }).toBe('Thank you!');
}

/** Waits for the home page itself, for the same reason: until it replaces the article, the article's notices stay. */
async function reachHome(page: Page) {
  await page.waitForURL(`${site.origin}/`, { timeout: 10_000 });
  await page.locator('#hero-heading').waitFor({ state: 'attached', timeout: 10_000 });
}

/**
 * Follows a link by clicking it in the page. Playwright's own click first waits for the link to
 * hold still over two animation frames, which a page whose clock the test runs does not always give.
 */
const follow = (link: Locator) => link.evaluate((element: HTMLElement) => element.click());

/** How much of the page's time passes before it leaves `path`, run in half-second steps. */
async function timeBeforeLeaving(page: Page, path: string): Promise<number> {
  let waited = 0;
  while (new URL(page.url()).pathname === path && waited < 10_000) {
    await page.clock.runFor(500);
    await page.waitForTimeout(20);
    waited += 500;
  }
  return waited;
}

/** Holds every request to the provider from `page` until the returned function is called. */
const holdSends = (page: Page) => holdRequests(page, `${FAKE_EMAILJS_ORIGIN}/**`);

/** Runs `test` on /contact, hydrated, in a Chromium profile that blocks all site data. */
async function withSiteDataBlocked(test: (page: Page) => Promise<void>): Promise<void> {
  const profile = await mkdtemp(path.join(tmpdir(), 'itah-blocked-'));
  await mkdir(path.join(profile, 'Default'));
  // Chromium's "block all site data": localStorage and Web Locks throw SecurityError.
  await writeFile(
    path.join(profile, 'Default', 'Preferences'),
    JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
  );
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
  await context.clock.install();
  try {
    const page = await context.newPage();
    await page.goto(site.origin + paths.contact, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    expect(
      await page.evaluate(() => {
        try {
          return typeof localStorage;
        } catch (error) {
          return (error as Error).name;
        }
      }),
    ).toBe('SecurityError');
    await test(page);
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
}

describe('contact form', () => {
  it("shows the spec's alert on an empty submit, marks each required field, and focuses the first one once it closes", async () => {
    const { page, problems } = await openForm(paths.contact);
    await submit(page, 'Send message');

    const popup = alertPopup(page);
    await popup.waitFor();
    expect(await popup.getByRole('heading').textContent()).toBe('Oops!');
    expect(await alertText(page)).toBe('Please fill out the required fields');
    expect(await alertFields(page)).toEqual(['Full name', 'Work e-mail', 'Phone', 'How can we help?']);
    expect(await popup.locator('.swal2-icon.swal2-error').isVisible()).toBe(true);
    // In the site's danger colour (the tokens'), not the library's salmon.
    expect(await popup.locator('.swal2-icon').evaluate((icon) => getComputedStyle(icon).color)).toBe('rgb(185, 28, 28)');
    expect(await popup.getByRole('button').count()).toBe(1);

    for (const label of ['Full name', 'Work e-mail', 'Phone', 'How can we help?']) {
      const field = page.getByLabel(label, { exact: true });
      expect(await field.getAttribute('aria-invalid'), label).toBe('true');
      const described = await field.getAttribute('aria-describedby');
      const errorText = await page.locator(`[id="${described!.split(' ')[0]}"]`).textContent();
      expect(errorText, label).toMatch(/^Enter your /);
    }
    expect(await page.getByLabel('Company (optional)').getAttribute('aria-invalid')).toBeNull();

    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('from_name');

    // A click outside closes it as well; nothing was sent and nobody moved.
    await submit(page, 'Send message');
    await popup.waitFor();
    await page.mouse.click(8, 450);
    await popup.waitFor({ state: 'detached' });
    expect(provider.sends).toEqual([]);
    expect(new URL(page.url()).pathname).toBe(paths.contact);
    expect(problems).toEqual([]);
  });

  it('rises from the bottom on a phone, leaving marked fields in view above it, and names them', async () => {
    const { page: first } = await site.open(paths.home);
    const page = await (
      await first
        .context()
        .browser()!
        .newContext({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true })
    ).newPage();
    await page.goto(site.origin + paths.contact, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await submit(page, 'Send message');
    const popup = alertPopup(page);
    await popup.waitFor();
    await page.waitForTimeout(400);
    const sheet = (await popup.boundingBox())!;
    expect(sheet.y + sheet.height).toBeGreaterThanOrEqual(740 - 1);
    expect(sheet.width).toBe(375);
    expect(sheet.y).toBeGreaterThan(740 / 2);
    expect(await alertFields(page)).toEqual(['Full name', 'Work e-mail', 'Phone', 'How can we help?']);
    // Above the sheet and below the header, the first marked field shows, with its label.
    // (While the alert is open the page behind it is hidden from assistive technology, so no roles here.)
    const header = (await page.locator('header').first().boundingBox())!;
    const field = page.locator('[name="from_name"]');
    for (const part of [field, page.locator(`label[for="${await field.getAttribute('id')}"]`)]) {
      const box = (await part.boundingBox())!;
      expect(box.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(box.y + box.height).toBeLessThanOrEqual(sheet.y);
    }
    await page.keyboard.press('Escape');
    await popup.waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('from_name');
    await page.context().close();
  });

  it.each([paths.contact, article])(
    'stands on a wide screen over the top of the form on %s, edge to edge with its card, under the header and over none of its fields',
    async (formPath) => {
      const { page } = await openForm(formPath);
      await submit(page, formPath === article ? 'Post comment' : 'Send message');
      const popup = alertPopup(page);
      await popup.waitFor();
      await page.waitForTimeout(400);
      const alert = (await popup.boundingBox())!;
      const viewport = page.viewportSize()!;
      const header = (await page.locator('header').first().boundingBox())!;
      expect(alert.y).toBeGreaterThanOrEqual(header.y + header.height);
      expect(alert.y).toBeLessThan(viewport.height / 3);
      // Over the card around the form, its edges on the card's, not across the page from it.
      const card = (await page.locator('form[aria-labelledby]').locator('..').boundingBox())!;
      expect(Math.abs(alert.x - card.x)).toBeLessThanOrEqual(2);
      expect(Math.abs(alert.width - card.width)).toBeLessThanOrEqual(2);
      // Every field a visitor sees (the honeypot, clipped to a pixel, is for bots).
      for (const field of await page.locator('form[aria-labelledby] :is(input, textarea):visible:not([tabindex="-1"])').all()) {
        const box = (await field.boundingBox())!;
        const overlaps =
          box.x < alert.x + alert.width && alert.x < box.x + box.width && box.y < alert.y + alert.height && alert.y < box.y + box.height;
        expect(overlaps, String(await field.getAttribute('name'))).toBe(false);
      }
    },
  );

  it('sends exactly the spec payload once, shows the toast, and replaces itself with /post-req after 3.5 s', async () => {
    const { page, problems } = await openForm(paths.contact);
    await fill(page, contactValues);
    await submit(page, 'Send message');

    await page.getByRole('alert').filter({ hasText: 'Successfully Sent!' }).waitFor();
    expect(await page.getByLabel('Full name').inputValue()).toBe('Ana Ruiz');
    // The button reads Sent and takes no second submit, yet keeps focus: disabling it dropped focus to <body>.
    const sent = page.getByRole('button', { name: 'Sent' });
    expect(await sent.getAttribute('aria-disabled')).toBe('true');
    expect(await sent.evaluate((button) => button === document.activeElement)).toBe(true);
    // It moves on after 3.5 s, less what passed while the test looked at the page.
    expect(await timeBeforeLeaving(page, paths.contact)).toBeGreaterThanOrEqual(REDIRECT_MS - 1_000);
    await reachThankYou(page);

    await expect.poll(() => provider.sends.map((send) => send.body)).toEqual([sendOf(TEST_EMAIL_SETTINGS.templateId, contactPayload)]);
    expect(provider.preflights).toContain('/api/v1.0/email/send');
    expect(await outboxNotice(page).textContent()).toBe('');
    expect(await storedOutbox(page)).toEqual([]);

    await page.goBack();
    expect(new URL(page.url()).pathname).toBe(paths.home);
    expect(problems).toEqual([]);
  });

  it('refuses an invalid e-mail address', async () => {
    const { page } = await openForm(paths.contact);
    await fill(page, { ...contactValues, 'Work e-mail': 'ana.ruiz@northwind' });
    await submit(page, 'Send message');
    await alertPopup(page).waitFor();
    expect(await alertFields(page)).toEqual(['Work e-mail']);
    await page.keyboard.press('Escape');
    await alertPopup(page).waitFor({ state: 'detached' });

    const email = page.getByLabel('Work e-mail');
    expect(await email.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${(await email.getAttribute('aria-describedby'))!}"]`).textContent()).toBe(
      'Enter a valid e-mail address, like name@company.com.',
    );
    expect(await focusedName(page)).toBe('from_email');
    expect(provider.sends).toEqual([]);
    expect(await storedOutbox(page)).toEqual([]);

    // Correcting the address clears its error as the visitor types.
    await email.fill('ana.ruiz@northwind.example');
    await expect.poll(() => email.getAttribute('aria-invalid')).toBeNull();
  });

  it('keeps a pasted message that is too long, whole, and says by how much it must shrink', async () => {
    const { page } = await openForm(paths.contact);
    const tooLong = `${'We run 40 clinics. '.repeat(270)}Deadline: 1 May.`;
    await fill(page, { ...contactValues, 'How can we help?': tooLong });
    const message = page.getByLabel('How can we help?');
    expect(await message.inputValue()).toBe(tooLong);
    await submit(page, 'Send message');
    await alertPopup(page).waitFor();
    await page.keyboard.press('Escape');
    await alertPopup(page).waitFor({ state: 'detached' });

    expect(await message.getAttribute('aria-invalid')).toBe('true');
    expect(await page.locator(`[id="${(await message.getAttribute('aria-describedby'))!.split(' ')[0]}"]`).textContent()).toBe(
      `How can we help? can be at most 5,000 characters; it has ${tooLong.length.toLocaleString('en-US')}.`,
    );
    expect(await message.inputValue()).toBe(tooLong);
    expect(provider.sends).toEqual([]);
  });

  it("falls back on the browser's own validation when the scripted check cannot load, and still sends", async () => {
    const { page } = await openForm(paths.contact);
    await page.route(/\/assets\/schemas-[^/?]+\.js(\?.*)?$/, (route) => route.abort('internetdisconnected'));
    await fill(page, { ...contactValues, Phone: 'call me' });
    await submit(page, 'Send message');
    await expect.poll(() => page.getByLabel('Phone').evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(true);
    expect(await alertPopup(page).count()).toBe(0);

    // The inputs carry no maxlength: the limit still holds on this path, as a custom validity.
    const message = page.getByLabel('How can we help?');
    await fill(page, { Phone: contactValues.Phone, 'How can we help?': 'x'.repeat(5001) });
    await submit(page, 'Send message');
    await expect
      .poll(() => message.evaluate((input: HTMLTextAreaElement) => input.validationMessage))
      .toBe('How can we help? can be at most 5,000 characters; it has 5,001.');

    // A number copied with no-break spaces passes, sent with plain ones.
    await fill(page, { Phone: contactValues.Phone.replaceAll(' ', '\u00a0'), 'How can we help?': contactValues['How can we help?'] });
    await submit(page, 'Send message');
    await page.clock.runFor(REDIRECT_MS);
    await reachThankYou(page);
    await expect.poll(() => provider.sends.map((send) => send.body.template_params)).toEqual([withId(contactPayload)]);
  });

  it('drops a message whose honeypot is filled, quietly, with the normal success flow', async () => {
    const { page } = await openForm(paths.contact);
    await fill(page, contactValues);
    await page.locator('input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = 'https://spam.example'));
    await submit(page, 'Send message');
    await page.getByRole('alert').filter({ hasText: 'Successfully Sent!' }).waitFor();
    await page.clock.runFor(REDIRECT_MS);
    await reachThankYou(page);
    expect(provider.sends).toEqual([]);
    expect(await storedOutbox(page)).toEqual([]);
  });
});

describe('quote form', () => {
  it("shows the spec's alert on an empty submit", async () => {
    const { page } = await openForm(paths.quote);
    await submit(page, 'Submit request');
    await alertPopup(page).waitFor();
    expect(await alertText(page)).toBe('Please fill out the required fields');
    expect(await alertFields(page)).toEqual(['Full name', 'Work e-mail', 'Phone', 'Industry', 'Project details']);
    expect(await page.getByLabel('Industry').getAttribute('aria-invalid')).toBe('true');
    expect(provider.sends).toEqual([]);
  });

  it('sends the quote payload with the shared template and lands on /post-req', async () => {
    const { page, problems } = await openForm(paths.quote, paths.about);
    await fill(page, quoteValues);
    await submit(page, 'Submit request');
    await page.getByRole('alert').filter({ hasText: 'Successfully Sent!' }).waitFor();
    await page.clock.runFor(REDIRECT_MS);
    await reachThankYou(page);
    await expect
      .poll(() => provider.sends.map((send) => send.body))
      .toEqual([
        sendOf(TEST_EMAIL_SETTINGS.templateId, {
          from_name: 'Dev Patel',
          from_phone: '+44 20 7946 0958',
          from_industry: 'Retail',
          from_email: 'dev@brightretail.example',
          message: 'RFP due June 30: modernize our order app, 5 months, budget range 150–200k.',
        }),
      ]);
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe(paths.about);
    expect(problems).toEqual([]);
  });
});

describe('comment form', () => {
  it('works as soon as the article has hydrated, at the top of the page, before any scrolling', async () => {
    const { page, problems } = await open(article);
    await waitForHydration(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(await submitButton(page).isEnabled()).toBe(true);
    // Submitted from where the reader is, without scrolling: the check runs and says what is missing.
    await submitButton(page).evaluate((button: HTMLButtonElement) => button.click());
    await alertPopup(page).waitFor();
    expect(await alertText(page)).toBe('Some fields are left blank');
    expect(problems).toEqual([]);
  });

  it('on an article reached from the blog, sends', async () => {
    const { page, problems } = await open(paths.blog);
    await waitForHydration(page);
    // The article's title, as a reader would click it (its picture is the same link, hidden from assistive technology).
    await follow(page.getByRole('main').getByRole('link', { name: content.posts[0]!.title }).first());
    await page.waitForURL(`**${article}`);
    await fill(page, { Name: 'Sam Lee', 'E-mail': 'sam@example.org', Comment: 'Reached from the blog.' });
    await submit(page, 'Post comment');
    await page.clock.runFor(REDIRECT_MS);
    await page.waitForURL(`${site.origin}/`, { timeout: 10_000 });
    await expect
      .poll(() => provider.sends.map((send) => send.body))
      .toEqual([
        sendOf(TEST_EMAIL_SETTINGS.commentTemplateId, {
          from_name: 'Sam Lee',
          from_email: 'sam@example.org',
          message: 'Reached from the blog.',
        }),
      ]);
    expect(problems).toEqual([]);
  });

  it('leaves the rest of a freshly loaded article working: section links, the loading bar', async () => {
    const { page, problems } = await open(article);
    await waitForHydration(page);
    // A link to the article's second section, added at the top of its body and followed in the app.
    const section = (await page.locator('[data-body] h2[id]').nth(1).getAttribute('id'))!;
    await page
      .locator('[data-body]')
      .evaluate((body, id) => body.insertAdjacentHTML('afterbegin', `<p><a href="#${id}">below</a></p>`), section);
    await follow(page.getByRole('link', { name: 'below', exact: true }));
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe(section);
    await expect
      .poll(() => page.locator(`#${section}`).evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(200);

    // Leaving for a page whose code is slow shows the loading bar.
    const release = await holdRequests(page, '**/assets/About-*.js');
    await follow(page.getByRole('contentinfo').getByRole('link', { name: 'About' }));
    await page.locator('[data-navigation-progress]').waitFor({ state: 'attached', timeout: 5_000 });
    release();
    await page.waitForURL(`**${paths.about}`);
    expect(problems).toEqual([]);
  });

  it("shows the comment form's alert when fields are left blank", async () => {
    const { page } = await openForm(article);
    await fill(page, { Name: 'Sam Lee' });
    await submit(page, 'Post comment');
    await alertPopup(page).waitFor();
    expect(await alertPopup(page).getByRole('heading').textContent()).toBe('Oops!');
    expect(await alertText(page)).toBe('Some fields are left blank');
    expect(await alertFields(page)).toEqual(['E-mail', 'Comment']);
    await page.keyboard.press('Escape');
    await alertPopup(page).waitFor({ state: 'detached' });
    expect(await focusedName(page)).toBe('from_email');
    expect(provider.sends).toEqual([]);
  });

  it('sends the comment payload with its own template, then goes home replacing the article in history', async () => {
    const { page, problems } = await openForm(article, paths.about);
    const box = await page.getByLabel('Comment', { exact: true }).boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(180);

    await fill(page, {
      Name: 'Sam Lee',
      'E-mail': 'sam@example.org',
      Comment: 'How do you rank CVSS 7 findings on internet-facing hosts?',
    });
    await submit(page, 'Post comment');
    await page.getByRole('alert').filter({ hasText: 'Successfully Sent!' }).waitFor();
    expect(await timeBeforeLeaving(page, article)).toBeGreaterThanOrEqual(REDIRECT_MS - 1_000);
    await page.waitForURL(`${site.origin}/`, { timeout: 10_000 });

    await expect
      .poll(() => provider.sends.map((send) => send.body))
      .toEqual([
        sendOf(TEST_EMAIL_SETTINGS.commentTemplateId, {
          from_name: 'Sam Lee',
          from_email: 'sam@example.org',
          message: 'How do you rank CVSS 7 findings on internet-facing hosts?',
        }),
      ]);
    await page.goBack();
    expect(new URL(page.url()).pathname).toBe(paths.about);
    expect(problems).toEqual([]);
  });
});

describe('the outbox: no lead is lost', () => {
  it('still takes the visitor to the thank-you page when the provider answers 500, says the message waits, and delivers it once on the next load', async () => {
    provider.fail();
    const { page } = await openForm(paths.contact);
    await fill(page, contactValues);
    await submit(page, 'Send message');
    await page.getByRole('alert').filter({ hasText: 'Successfully Sent!' }).waitFor();
    await page.clock.runFor(REDIRECT_MS);
    await reachThankYou(page);

    const notice = outboxNotice(page);
    await expect.poll(() => notice.textContent()).toContain('Your message has not reached us yet.');
    expect(await notice.getByRole('link', { name: siteConfig.enquiriesEmail }).getAttribute('href')).toBe(
      `mailto:${siteConfig.enquiriesEmail}`,
    );
    await expect.poll(() => provider.sends.map((send) => send.status)).toEqual([500]);
    expect(await storedOutbox(page)).toMatchObject([
      { form: 'contact', params: contactPayload, attempts: 1, lastError: '500 Internal Server Error' },
    ]);

    provider.recover();
    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(() => provider.accepted.length).toBe(1);
    expect(provider.accepted[0]!.body).toEqual(sendOf(TEST_EMAIL_SETTINGS.templateId, contactPayload));
    await expect.poll(() => notice.textContent()).toBe('Your message has now reached us.');
    expect(await storedOutbox(page)).toEqual([]);

    await page.reload({ waitUntil: 'networkidle' });
    await page.goto(site.origin + paths.about, { waitUntil: 'networkidle' });
    expect(provider.sends.map((send) => send.status)).toEqual([500, 200]);
  });

  /** A comment whose first send failed, and the home page it led to saying so. */
  async function commentThatFailedOnHome() {
    provider.fail();
    const tracked = await openForm(article);
    const { page } = tracked;
    await fill(page, { Name: 'Sam Lee', 'E-mail': 'sam@example.org', Comment: 'Do you also review container images?' });
    await submit(page, 'Post comment');
    await page.clock.runFor(REDIRECT_MS);
    await reachHome(page);
    const notice = page.getByRole('status').filter({ hasText: 'reached us' });
    await expect.poll(() => notice.textContent(), { timeout: 5_000 }).toContain('Your message has not reached us yet.');
    return { ...tracked, notice };
  }

  it('says on the home page, where a comment leads, that the comment has not reached us, then that it has', async () => {
    const { page, problems, notice } = await commentThatFailedOnHome();
    expect(await notice.getByRole('link', { name: siteConfig.enquiriesEmail }).count()).toBe(1);
    await expect.poll(() => provider.sends.map((send) => send.status)).toEqual([500]);

    provider.recover();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => provider.accepted.length, { timeout: 5_000 }).toBe(1);
    await expect.poll(() => notice.textContent()).toBe('Your message has now reached us.');
    // The news is not repeated on the next page.
    await follow(page.getByRole('contentinfo').getByRole('link', { name: 'About' }));
    await page.waitForURL(`${site.origin}${paths.about}`);
    // The address changes a moment before the next page replaces this one.
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('stay to see it work');
    await expect.poll(() => page.getByText('reached us').count()).toBe(0);
    expect(problems.filter((problem) => !/500/.test(problem))).toEqual([]);
  });

  it('tells a page the visitor opens while a comment that failed is on its way again that it has arrived', async () => {
    const { page, problems, notice } = await commentThatFailedOnHome();

    provider.recover();
    const answer = await holdSends(page);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    // On its way again: the site's notice leaves it to the page until it is answered.
    await expect.poll(() => notice.count()).toBe(0);
    await follow(page.getByRole('contentinfo').getByRole('link', { name: 'About' }));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toContain('stay to see it work');
    answer();
    await expect.poll(() => provider.accepted.length, { timeout: 5_000 }).toBe(1);
    await expect.poll(() => notice.textContent()).toBe('Your message has now reached us.');
    expect(problems.filter((problem) => !/500/.test(problem))).toEqual([]);
  });

  it('takes a comment sent offline home, whole, and sends it when the connection returns', async () => {
    const { page, problems } = await openForm(article);
    const inBeforeTheTunnel = fetchedAhead(page, 'Home');
    await fill(page, { Name: 'Sam Lee', 'E-mail': 'sam@example.org', Comment: 'Written on a train, sent in a tunnel.' });
    await inBeforeTheTunnel();
    await page.context().setOffline(true);
    await submit(page, 'Post comment');
    await page.clock.runFor(REDIRECT_MS);
    await page.waitForURL(`${site.origin}/`, { timeout: 10_000 });
    await page.waitForTimeout(1000);
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    expect(await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).count()).toBe(1);

    await page.context().setOffline(false);
    await expect.poll(() => provider.accepted.length, { timeout: 5_000 }).toBe(1);
    expect(problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|the browser is offline/.test(problem))).toEqual([]);
  });

  it('tells a visitor back on a form page that older messages wait, counts them, and says when they arrived', async () => {
    provider.fail();
    const { page } = await openForm(article);
    await fill(page, { Name: 'Sam Lee', 'E-mail': 'sam@example.org', Comment: 'A first question.' });
    await submit(page, 'Post comment');
    await page.clock.runFor(REDIRECT_MS);
    await page.waitForURL(`${site.origin}/`, { timeout: 10_000 });
    await noSendOpen(page);
    await page.goto(site.origin + paths.contact, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await fill(page, contactValues);
    await submit(page, 'Send message');
    await page.clock.runFor(REDIRECT_MS);
    await reachThankYou(page);
    // On a mismatch the failure shows the stored entries themselves (form, attempts, last error).
    await expect.poll(() => storedOutbox(page), { timeout: 5_000 }).toHaveLength(2);
    await noSendOpen(page);

    // Back on a form page, the form says nothing of older messages: the page-wide notice does.
    await page.goto(site.origin + article, { waitUntil: 'networkidle' });
    const notice = page.getByRole('status').filter({ hasText: 'reached us' });
    await expect.poll(() => notice.textContent(), { timeout: 5_000 }).toContain('2 messages have not reached us yet.');
    provider.recover();
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await expect.poll(() => provider.accepted.length, { timeout: 5_000 }).toBe(2);
    await expect.poll(() => notice.textContent()).toBe('Your messages have now reached us.');
  });

  it('keeps a message whose request never reached the provider and sends it when the connection returns', async () => {
    const { page } = await openForm(paths.contact);
    await page.route(`${FAKE_EMAILJS_ORIGIN}/**`, (route) => route.abort('internetdisconnected'));
    await fill(page, contactValues);
    await submit(page, 'Send message');
    await page.clock.runFor(REDIRECT_MS);
    await reachThankYou(page);
    await expect.poll(() => outboxNotice(page).textContent()).toContain('Your message has not reached us yet.');
    expect(await storedOutbox(page)).toMatchObject([{ attempts: 1, lastError: 'TypeError: Failed to fetch' }]);
    expect(provider.sends).toEqual([]);

    await page.unroute(`${FAKE_EMAILJS_ORIGIN}/**`);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    // Well inside the 10 s backoff: it was the returning connection that sent it.
    await expect.poll(() => provider.accepted.length, { timeout: 5_000 }).toBe(1);
    expect(provider.accepted[0]!.body.template_params).toEqual(withId(contactPayload));
    await expect.poll(() => storedOutbox(page)).toEqual([]);
  });

  it('toasts and reaches the thank-you page when the connection drops after the form was first focused, and sends once it returns', async () => {
    const { page, problems } = await openForm(paths.contact);
    const loadedAhead = fetchedAhead(page, 'ThankYou');
    await fill(page, contactValues);
    await loadedAhead();
    await page.context().setOffline(true);
    await submit(page, 'Send message');
    await page.getByText('Successfully Sent!').waitFor({ timeout: 2_000 });
    await page.clock.runFor(REDIRECT_MS);
    await reachThankYou(page);
    await expect.poll(() => outboxNotice(page).textContent()).toContain('Your message has not reached us yet.');
    expect(provider.sends).toEqual([]);

    await page.context().setOffline(false);
    await expect.poll(() => provider.accepted.length, { timeout: 5_000 }).toBe(1);
    expect(provider.accepted[0]!.body.template_params).toEqual(withId(contactPayload));
    expect(problems.filter((problem) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|the browser is offline/.test(problem))).toEqual([]);
  });

  it('stays on the form, saying why, when offline before the next page could load, and moves on once the connection returns', async () => {
    const { page } = await openForm(paths.quote);
    await page.context().setOffline(true);
    await fill(page, quoteValues);
    await submit(page, 'Submit request');
    await page.clock.runFor(REDIRECT_MS);
    const held = await heldNotice(page);
    // With it, where the message itself stands, and the address to write to meanwhile.
    await expect.poll(() => held.textContent()).toContain('Your message has not reached us yet: it is kept in this browser');
    expect(await held.getByRole('link', { name: siteConfig.enquiriesEmail }).count()).toBe(1);
    expect(new URL(page.url()).pathname).toBe(paths.quote);
    expect(await page.getByText('Unexpected Application Error').count()).toBe(0);
    // Stored at the submit; its one try failed, offline.
    expect(await storedOutbox(page)).toMatchObject([{ form: 'quote', attempts: 1, params: { from_industry: quoteValues.Industry } }]);

    await page.context().setOffline(false);
    await page.clock.runFor(REDIRECT_MS);
    await reachThankYou(page);
    await expect.poll(() => provider.accepted.length, { timeout: 5_000 }).toBe(1);
    expect(provider.accepted[0]!.body.template_params.from_industry).toBe(quoteValues.Industry);
    await expect.poll(() => storedOutbox(page)).toEqual([]);
  });

  it('speaks of the message just sent: an older one still waiting does not make it look lost', async () => {
    const { page } = await openForm(paths.contact);
    const older = {
      id: 'older-1',
      form: 'contact',
      params: { ...contactPayload, message: 'Older message' },
      createdAt: 1,
      attempts: 3,
      nextAttemptAt: 1,
    };
    await page.evaluate(([key, entry]) => localStorage.setItem(key, JSON.stringify([entry])), [OUTBOX_KEY, older] as const);
    await page.route(`${FAKE_EMAILJS_ORIGIN}/**`, (route) =>
      route.request().postData()?.includes('Older message') ? route.abort('internetdisconnected') : route.continue(),
    );
    await fill(page, contactValues);
    await submit(page, 'Send message');
    await page.clock.runFor(REDIRECT_MS);
    await reachThankYou(page);
    await expect.poll(() => provider.accepted.length).toBe(1);
    expect(provider.accepted[0]!.body.template_params).toEqual(withId(contactPayload));
    // Said to be on its way, then to have arrived, or nothing at all: never that it has not reached us.
    await expect.poll(() => storedOutbox(page)).toMatchObject([{ id: 'older-1' }]);
    expect(await outboxNotice(page).textContent()).toMatch(/^(Your message has now reached us\.)?$/);
  });

  it('says a slow send is on its way, then that it arrived, never that it failed', async () => {
    const { page } = await openForm(paths.contact);
    // The provider answers only once the test has seen the page say the message is on its way.
    const answer = await holdSends(page);
    const notices: string[] = [];
    await page.exposeFunction('recordNotice', (text: string) => notices.push(text));
    await fill(page, contactValues);
    await submit(page, 'Send message');
    await page.clock.runFor(REDIRECT_MS);
    await reachThankYou(page);
    await expect.poll(() => outboxNotice(page).textContent()).toContain('Sending your message…');
    expect(await outboxNotice(page).getByRole('link', { name: siteConfig.enquiriesEmail }).count()).toBe(1);
    await page.evaluate(() => {
      const notice = document.querySelector('[role="status"]')!;
      new MutationObserver(
        () => void (window as unknown as { recordNotice: (text: string) => void }).recordNotice(notice.textContent ?? ''),
      ).observe(notice, {
        subtree: true,
        childList: true,
        characterData: true,
      });
    });
    answer();
    await expect.poll(() => outboxNotice(page).textContent(), { timeout: 10_000 }).toBe('Your message has now reached us.');
    expect(notices.filter((text) => text.includes('not reached'))).toEqual([]);
    await expect.poll(() => provider.accepted.length).toBe(1);
  });

  it('sends from a browser that blocks site data, and says a message it cannot keep waits only while the page is open', async () => {
    await withSiteDataBlocked(async (page) => {
      await fill(page, contactValues);
      await submit(page, 'Send message');
      await page.clock.runFor(REDIRECT_MS);
      await reachThankYou(page);
      await expect.poll(() => provider.accepted.length).toBe(1);
      expect(provider.accepted[0]!.body.template_params).toEqual(withId(contactPayload));

      provider.fail();
      await page.goto(site.origin + paths.contact, { waitUntil: 'networkidle' });
      await waitForHydration(page);
      await fill(page, { ...contactValues, 'How can we help?': 'Second message, sent while the provider is down.' });
      await submit(page, 'Send message');
      await page.clock.runFor(REDIRECT_MS);
      await reachThankYou(page);
      await expect.poll(() => outboxNotice(page).textContent()).toContain('this browser does not let us keep it for later');
      provider.recover();
      await page.evaluate(() => window.dispatchEvent(new Event('online')));
      await expect.poll(() => provider.accepted.length, { timeout: 5_000 }).toBe(2);
      await expect.poll(() => outboxNotice(page).textContent()).toBe('Your message has now reached us.');
    });
  });

  it('keeps a message in the page when site data is blocked and the connection is gone, and sends it when it returns', async () => {
    await withSiteDataBlocked(async (page) => {
      await page.context().setOffline(true);
      await fill(page, contactValues);
      await submit(page, 'Send message');
      await page.clock.runFor(REDIRECT_MS);
      const held = await heldNotice(page);
      await expect
        .poll(() => held.textContent())
        .toContain('this browser does not let us keep it: it goes out only if this page stays open');

      // The provider answers once the thank-you page has said the message is on its way.
      const answer = await holdSends(page);
      await page.context().setOffline(false);
      await page.clock.runFor(REDIRECT_MS);
      await reachThankYou(page);
      await expect.poll(() => outboxNotice(page).textContent(), { timeout: 5_000 }).toContain('Sending your message…');
      answer();
      await expect.poll(() => provider.accepted.length, { timeout: 5_000 }).toBe(1);
      expect(provider.accepted[0]!.body.template_params).toEqual(withId(contactPayload));
      await expect.poll(() => outboxNotice(page).textContent()).toBe('Your message has now reached us.');
    });
  });

  it('holds a second message within the 10 s rate limit instead of dropping it, then delivers it', async () => {
    const { page } = await openForm(paths.contact);
    await fill(page, contactValues);
    await submit(page, 'Send message');
    await page.clock.runFor(REDIRECT_MS);
    await reachThankYou(page);
    await expect.poll(() => provider.accepted.length).toBe(1);
    await noSendOpen(page);

    // The page's time stands still while the test moves on, so the second message comes 4.5 s after
    // the first whatever the machine's speed (a slow one took the 10 s in real steps). It stops a
    // second ahead of the page's clock, which runs on while the stop is on its way: stopping at
    // the page's own reading could ask the clock to go back, which it refuses.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000);
    await page.goto(site.origin + paths.contact, { waitUntil: 'networkidle' });
    await waitForHydration(page);
    await fill(page, { ...contactValues, 'How can we help?': 'One more thing: we also run two clinics in Ohio.' });
    await submit(page, 'Send message');
    await page.clock.runFor(REDIRECT_MS);
    await reachThankYou(page);
    expect(provider.sends).toHaveLength(1);
    await expect.poll(() => storedOutbox(page)).toMatchObject([{ lastError: '429 Too Many Requests' }]);
    // The notice renders once its own code is in, which may come a moment after the outbox wrote.
    await expect.poll(() => outboxNotice(page).textContent()).toContain('Your message has not reached us yet.');

    // The client refused it for the 10 s limit: it goes on the outbox's next try, 10 s later.
    await page.clock.runFor(10_000);
    await expect.poll(() => provider.accepted.length, { timeout: 10_000 }).toBe(2);
    expect(provider.accepted[1]!.body.template_params.message).toBe('One more thing: we also run two clinics in Ohio.');
    await expect.poll(() => outboxNotice(page).textContent()).toBe('Your message has now reached us.');
  });
});

describe('delivered once: a message is sent again only after its send failed', () => {
  /** /contact with the page's clock under the test's control, and every request to the provider held until released. */
  async function contactWithControlledClock() {
    const tracked = await open(paths.home);
    await tracked.page.goto(site.origin + paths.contact, { waitUntil: 'networkidle' });
    await waitForHydration(tracked.page);
    return { ...tracked, answer: await holdSends(tracked.page) };
  }

  /**
   * Lets `ms` of the page's time pass in steps of 10 s, as it would: what each step's timers start
   * (a lease renewed through the tabs' shared lock) finishes before the next step's timers run.
   */
  async function letTimePass(page: Page, ms: number) {
    for (let passed = 0; passed < ms; passed += 10_000) {
      await page.clock.runFor(10_000);
      await page.waitForTimeout(50);
    }
  }

  /** Submits the contact form and lets the page's 3.5 s pass: the visitor is on the thank-you page. */
  async function sendContact(page: Page) {
    await fill(page, contactValues);
    await submit(page, 'Send message');
    await page.clock.runFor(REDIRECT_MS + 500);
    await reachThankYou(page);
  }

  it('sends once when the provider answers only after 3 minutes while the visitor moves around the site', async () => {
    const { page, answer } = await contactWithControlledClock();
    await sendContact(page);
    await expect.poll(() => outboxNotice(page).textContent()).toContain('Sending your message…');
    for (const link of ['About', 'Portfolio', 'Blog']) {
      await follow(page.getByRole('contentinfo').getByRole('link', { name: link, exact: true }));
      await page.clock.runFor(15_000);
    }
    // Longer than a lease: only its renewal keeps the message this tab's while the request is open.
    await letTimePass(page, 150_000);
    answer();
    await expect.poll(() => provider.accepted.length).toBe(1);
    await page.clock.runFor(600_000);
    await page.waitForTimeout(500);
    expect(provider.sends).toHaveLength(1);
    await expect.poll(() => storedOutbox(page)).toEqual([]);
  });

  it('sends once when the provider answers only after 3 minutes while a second tab loads pages', async () => {
    const { page, answer } = await contactWithControlledClock();
    await sendContact(page);
    const other = await page.context().newPage();
    for (const pagePath of [paths.about, paths.blog, paths.portfolio, paths.home]) {
      await other.goto(site.origin + pagePath, { waitUntil: 'networkidle' });
      await waitForHydration(other);
      await page.clock.runFor(15_000);
    }
    await letTimePass(page, 150_000);
    await other.reload({ waitUntil: 'networkidle' });
    expect(provider.sends).toEqual([]);
    answer();
    await expect.poll(() => provider.accepted.length).toBe(1);
    await page.clock.runFor(600_000);
    await other.reload({ waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    expect(provider.sends).toHaveLength(1);
  });

  it('sends a message the provider refuses (400) once, hands it back to the visitor, and forgets it once they have sent it another way', async () => {
    provider.refuse();
    const { page, answer } = await contactWithControlledClock();
    answer();
    await sendContact(page);
    const refused = outboxNotice(page).filter({ hasText: 'We could not deliver your message.' });
    await refused.waitFor({ timeout: 10_000 });
    const mail = new URL((await refused.getByRole('link', { name: 'send it from your own e-mail' }).getAttribute('href'))!);
    expect(mail.protocol + mail.pathname).toBe(`mailto:${siteConfig.enquiriesEmail}`);
    expect(mail.searchParams.get('body')).toBe(contactPayload.message);

    await page.clock.runFor(600_000);
    await page.evaluate(() => window.dispatchEvent(new Event('online')));
    await page.reload({ waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    expect(provider.sends.map((send) => send.status)).toEqual([400]);

    await outboxNotice(page).getByRole('button', { name: 'I have sent it another way' }).click();
    await expect.poll(() => storedOutbox(page)).toEqual([]);
    expect(await outboxNotice(page).textContent()).toBe('');
  });
});

describe('weight, accessibility and pages without JavaScript', () => {
  const markers = {
    sweetalert2: 'swal2-popup',
    'react-toastify': 'Toastify__toast',
    '@emailjs/browser': '/api/v1.0/email/send',
    zod: 'control characters',
  };

  // The page's weight budget lives in budgets.test.ts; this checks what submitting adds.
  it('loads the alert, toast, check and e-mail client on submit, not with /contact', async () => {
    const { page: first } = await open(paths.home);
    // A fresh context, so every script is fetched (and counted) as a first-time visitor would.
    const page = await (await first.context().browser()!.newContext()).newPage();
    const scripts = new Map<string, string>();
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script' || response.url().endsWith('.js'))
        scripts.set(response.url(), await response.text());
    });
    await page.goto(site.origin + paths.contact, { waitUntil: 'networkidle' });
    await waitForHydration(page);

    const loaded = () => Object.entries(markers).filter(([, marker]) => [...scripts.values()].some((code) => code.includes(marker)));
    expect(scripts.size).toBeGreaterThan(3);
    expect(loaded()).toEqual([]);

    await submit(page, 'Send message');
    await alertPopup(page).waitFor();
    // Each script's text is read as its response ends, which may come just after the alert shows.
    await expect.poll(() => loaded().map(([name]) => name)).toEqual(['sweetalert2', 'zod']);
    await page.context().close();
  });

  it.each([paths.contact, paths.quote, article])('%s has no serious or critical axe violations, errors shown or not', async (pagePath) => {
    const { page } = await openForm(pagePath);
    const audit = () => seriousAxeViolations(page);
    expect(await audit()).toEqual([]);

    await submit(page, pagePath === article ? 'Post comment' : pagePath === paths.quote ? 'Submit request' : 'Send message');
    await alertPopup(page).waitFor();
    await page.keyboard.press('Escape');
    await alertPopup(page).waitFor({ state: 'detached' });
    expect(await audit()).toEqual([]);
  });

  it('pre-renders the contact form with its browser attributes, and says how to write without JavaScript', async () => {
    const { page } = await open(paths.contact, { javaScriptEnabled: false });
    const name = page.getByLabel('Full name');
    expect(await name.getAttribute('required')).toBe('');
    // No maxlength: the browser would cut a pasted text short without a word (see the too-long test).
    expect(await name.getAttribute('maxlength')).toBeNull();
    expect(await name.getAttribute('autocomplete')).toBe('name');
    expect(await page.getByLabel('Work e-mail').getAttribute('type')).toBe('email');
    expect(await page.getByLabel('Phone').getAttribute('type')).toBe('tel');
    expect(await page.getByLabel('Phone').getAttribute('pattern')).toBeTruthy();
    expect(await page.getByLabel('Company (optional)').getAttribute('required')).toBeNull();
    expect(await page.getByRole('button', { name: 'Send message' }).isDisabled()).toBe(true);
    // Chromium keeps <noscript> hidden when only script execution is turned off, as here; with scripting off it shows.
    const noscript = page.locator('form noscript');
    expect(await noscript.textContent()).toContain('This form needs JavaScript, which is off in your browser.');
    expect(await noscript.locator('a').getAttribute('href')).toBe(`mailto:${siteConfig.enquiriesEmail}`);
    const social = page.getByRole('main').getByRole('link', { name: /opens in a new tab/ });
    expect(await social.count()).toBeGreaterThanOrEqual(2);
    for (const link of await social.all()) expect(await link.getAttribute('target')).toBe('_blank');
  });
});
