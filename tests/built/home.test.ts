import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { anchors, paths } from '../../src/routes/paths.ts';
import { siteConfig } from '../../src/site.config.ts';
import { DIST, readPage, readStylesheets } from './site.ts';

const { document, html } = readPage(paths.home);
const main = document.querySelector('main')!;
const text = (element: HTMLElement | null | undefined) => element?.text.replace(/\s+/g, ' ').trim();
const headings = main.querySelectorAll('h2').map(text);
const linkNamed = (name: string) => main.querySelectorAll('a').filter((link) => text(link) === name);

describe('home page, as pre-rendered', () => {
  it('opens with the headline, the first typed word and the whole sentence for screen readers', () => {
    const h1 = main.querySelector('h1')!;
    expect(text(h1)).toMatch(/^IT Accelerator Hub for/);
    expect(text(h1.querySelector('.visually-hidden'))).toBe('Cybersecurity, App Development and Analytics');
    expect(text(h1.querySelector('[data-typewriter]'))).toBe('Cybersecurity');
    // Shown instead of the typed word to visitors who asked for less motion.
    expect(text(h1.querySelector('[data-typewriter-still]'))).toBe('Cybersecurity, App Development and Analytics');
    expect(linkNamed('Get started')[0]?.getAttribute('href')).toBe(paths.quote);
  });

  it('has every section of the spec, in order', () => {
    const order = [
      'Why teams choose ITAH',
      'Bridging the IT capability gap',
      'Your IT stakes, ITAH outcomes',
      'Everything your IT needs to move faster',
      'Security, data, automation and apps under one roof',
      'Trusted partners in IT innovation',
      'Questions we hear before every project',
      'Results our clients talk about',
      'Ready to close your IT capability gap?',
    ];
    expect(headings.filter((heading) => order.includes(heading!))).toEqual(order);
    expect(main.querySelectorAll('h3').slice(0, 3).map(text)).toEqual([
      'Advanced Cybersecurity',
      'Future-Ready Technologies',
      'Rapid Time to Value',
    ]);
    expect(main.querySelector('section[aria-label="What we work on"]')).not.toBeNull();
  });

  it("sends 'See how today', 'Get a quote' and 'Submit your RFP' to the quote form", () => {
    for (const name of ['See how today', 'Get a quote', 'Submit your RFP']) {
      expect(linkNamed(name).map((link) => link.getAttribute('href'))).toEqual([paths.quote]);
    }
  });

  // Each at the section that delivers the service, as the overview does.
  it('links each service card where decisions 1 say', () => {
    const cards = Object.fromEntries(
      main.querySelectorAll('section[aria-labelledby="services-heading"] li h3 a').map((link) => [text(link), link.getAttribute('href')]),
    );
    expect(cards).toEqual({
      Cybersecurity: paths.cyberService,
      'Compliance Management': `${paths.cyberService}#${anchors.compliance}`,
      'App Modernization': `${paths.appService}#${anchors.appModernization}`,
      'AI & Machine Learning': paths.dataService,
      'Infrastructure Management': `${paths.appService}#${anchors.infrastructure}`,
      'Database Management': paths.dataService,
    });
  });

  it('shows the counters at their targets, for readers without JavaScript and for screen readers', () => {
    const figures = main.querySelectorAll('[data-count-target]').map(text);
    expect(figures).toEqual(['95+', '50%', '76']);
    const spoken = main.querySelectorAll('[data-count-target]').map((figure) => text(figure.previousElementSibling));
    expect(spoken).toEqual(['95+', '50%', '76']);
  });

  it('pre-renders both accordions with their first item open and every panel tied to its button', () => {
    const buttons = main.querySelectorAll('button[aria-controls]');
    const titles = buttons.map(text);
    expect(titles).toEqual([
      'Assess what matters',
      'Prove it in weeks',
      'Scale and hand over',
      'How quickly can you start?',
      'How do you price your work?',
      'Will you work with our existing team and tools?',
      'Which industries do you work with?',
    ]);
    expect(buttons.map((button) => button.getAttribute('aria-expanded'))).toEqual([
      'true',
      'false',
      'false',
      'true',
      'false',
      'false',
      'false',
    ]);
    for (const button of buttons) {
      expect(main.querySelector(`#${button.getAttribute('aria-controls')}`)?.getAttribute('aria-labelledby')).toBe(button.id);
    }
  });

  it('repeats the 4 testimonials for the loop, the copy hidden from assistive technology and the tab order', () => {
    const [original, copy] = main.querySelectorAll('section[aria-labelledby="testimonials-heading"] ul');
    expect(original?.querySelectorAll('figure')).toHaveLength(4);
    expect(copy?.querySelectorAll('figure')).toHaveLength(4);
    expect(copy?.getAttribute('aria-hidden')).toBe('true');
    expect(copy?.hasAttribute('inert')).toBe(true);
    expect(original?.querySelectorAll('[role="img"]').map((rating) => rating.getAttribute('aria-label'))).toEqual([
      'Rated 5 out of 5',
      'Rated 5 out of 5',
      'Rated 5 out of 5',
      'Rated 4 out of 5',
    ]);
    const call = main.querySelectorAll('a').find((link) => text(link)?.startsWith('Schedule a call'));
    expect(call?.getAttribute('href')).toBe(siteConfig.bookingUrl);
    expect(call?.getAttribute('target')).toBe('_blank');
    expect(call?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('opens the video from its cover, which is a real link to a short MP4 shipped with the site', () => {
    const cover = main.querySelector('a[aria-haspopup="dialog"]')!;
    expect(cover.getAttribute('href')).toBe(siteConfig.videoUrl);
    const art = cover.querySelector('img')!;
    expect([art.getAttribute('width'), art.getAttribute('height')]).toEqual(['1280', '720']);
    const video = readFileSync(path.join(DIST, siteConfig.videoUrl));
    expect(video.length).toBeLessThan(1024 * 1024);
    expect(video.subarray(4, 8).toString()).toBe('ftyp');
    // Fast start: the index (moov) comes before the media (mdat), so playback starts before the download ends.
    expect(video.indexOf('moov')).toBeLessThan(video.indexOf('mdat'));
  });

  it('shows the login and signup links in the home navigation, and only there', () => {
    const account = document.querySelector('header nav[aria-label="Account"]');
    expect(account?.querySelectorAll('a').map((link) => [text(link), link.getAttribute('href')])).toEqual([
      [siteConfig.header.login.label, siteConfig.header.login.href],
      [siteConfig.header.signup.label, siteConfig.header.signup.href],
    ]);
    expect(readPage(paths.about).document.querySelector('header nav[aria-label="Account"]')).toBeNull();
  });

  it('preloads the very font file its stylesheet uses, so the headline does not reflow on load', () => {
    const preload = document.querySelector('link[rel="preload"][as="font"]');
    const fontFile = preload?.getAttribute('href');
    expect(fontFile).toMatch(/^\/assets\/inter-latin-wght-400-800-[\w-]+\.woff2$/);
    expect(preload?.hasAttribute('crossorigin')).toBe(true);
    // Each page's stylesheets are inlined (scripts/postbuild/inlineStyles.ts).
    expect(document.querySelectorAll('style').some((style) => style.text.includes(`url(${fontFile})`))).toBe(true);
  });

  it('does not link the video player or the animation library into the page: they load on first use', () => {
    expect(html).not.toMatch(/VideoLightbox|yet-another-react-lightbox|\/aos-/);
  });
});

describe('scroll animations never hide content without JavaScript', () => {
  const css = readStylesheets()
    .map((sheet) => sheet.css)
    .join('\n');

  it('marks the sections to animate in the HTML', () => {
    expect(main.querySelectorAll('[data-aos="fade-up"]').length).toBeGreaterThan(8);
  });

  it('scopes every [data-aos] rule to html.hydrated, to screens (paper shows every section) and to visitors who accept motion', () => {
    const rules = css.match(/[^{}]*\[data-aos[^{]*\{[^}]*\}/g) ?? [];
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) expect(rule).toMatch(/^\s*html\.hydrated(\.aos-ready)? \[data-aos/);
    expect(css).toMatch(/@media screen and \(prefers-reduced-motion:\s*no-preference\)\s*\{\s*html\.hydrated(\.aos-ready)? \[data-aos/);
    // The hidden start state needs both: a hydrated page, and AOS done sorting what is in view.
    expect(css).toMatch(/html\.hydrated\.aos-ready \[data-aos=["']?fade-up["']?\]\.aos-init:not\(\.aos-animate\)\{opacity:0/);
  });

  it("keeps the spec's timing: fade-up over 0.7 s after 0.5 s, ease", () => {
    // The minifier drops `ease`, the default timing function.
    expect(css).toMatch(
      /html\.hydrated \[data-aos=["']?fade-up["']?\]\.aos-init\.aos-animate\{transition:opacity \.7s( ease)? \.5s,transform \.7s( ease)? \.5s\}/,
    );
    expect(css).toMatch(/\.aos-init:not\(\.aos-animate\)\{opacity:0;transform:translate(Y|3d)\(/);
  });
});

describe('shipped media', () => {
  it('keeps every clip under 1 MB', () => {
    const media = path.join(DIST, 'media');
    for (const file of readdirSync(media).filter((name) => name.endsWith('.mp4'))) {
      expect(statSync(path.join(media, file)).size, file).toBeLessThan(1024 * 1024);
    }
  });
});
