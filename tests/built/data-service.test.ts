import { existsSync } from 'node:fs';
import path from 'node:path';
import type { HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { anchors, paths } from '../../src/routes/paths.ts';
import { siteConfig } from '../../src/site.config.ts';
import { DIST, readPage } from './site.ts';

const { document, html } = readPage(paths.dataService);
const main = document.querySelector('main')!;
const text = (element: HTMLElement | null | undefined) => element?.text.replace(/\s+/g, ' ').trim();

describe('data services page, as pre-rendered', () => {
  it("opens with the 'Data Services' banner and its breadcrumb", () => {
    expect(text(main.querySelector('h1'))).toBe('Data Services');
    expect(main.querySelectorAll('nav[aria-label="Breadcrumb"] li').map(text)).toEqual(['Home', 'Services', 'Data Services']);
  });

  it('covers brownfield modernization, native and hybrid apps, and API solutions', () => {
    const offerings = main.querySelectorAll('section[aria-labelledby="offerings-heading"] h4').map(text);
    expect(offerings).toEqual(
      expect.arrayContaining(['Brownfield app modernization', 'Native iOS, Android and hybrid apps', 'API solutions']),
    );
  });

  it('has the marketing sections of the spec', () => {
    const headings = main.querySelectorAll('h2').map(text);
    expect(headings).toEqual(
      expect.arrayContaining(['Data speaks volumes', 'Pioneering data-retriever-led automation', 'Why the data services?']),
    );
  });

  it('gives the Business Automation menu item its target: the automation section', () => {
    const target = main.querySelector(`#${anchors.automation}`);
    expect(text(target?.querySelector('h2'))).toBe('Pioneering data-retriever-led automation');
    const menuItem = siteConfig.servicesMenu.items.find((item) => item.label === 'Business Automation');
    expect(menuItem?.href).toBe(`${paths.dataService}#${anchors.automation}`);
  });

  it('shows the fun facts at their targets: 92+ proofs of concept and 75% average cost saving', () => {
    const facts = main.querySelectorAll('[data-count-target]');
    expect(facts.map(text)).toEqual(['92+', '75%']);
    expect(facts.map((figure) => text(figure.previousElementSibling))).toEqual(['92+', '75%']);
    expect(text(facts[0]?.closest('li'))).toContain('Proofs of concept');
    expect(text(facts[1]?.closest('li'))).toContain('Average cost saving');
  });

  it('opens its video from a cover that links to a clip shipped with the site', () => {
    const cover = main.querySelector('a[aria-haspopup="dialog"]')!;
    const href = cover.getAttribute('href')!;
    expect(href).toMatch(/^\/media\/.+\.mp4$/);
    expect(existsSync(path.join(DIST, href))).toBe(true);
    expect(html).not.toMatch(/VideoLightbox/);
  });

  it('ends with a next step', () => {
    const actions = main.querySelectorAll('section[aria-labelledby="cta-heading"] a').map((link) => link.getAttribute('href'));
    expect(actions).toEqual([paths.quote, siteConfig.bookingUrl]);
  });
});
