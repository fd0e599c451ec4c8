/** The facts the spec and the product decisions require on the about, service, portfolio and legal pages, read from dist/. */
import { parse, type HTMLElement } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import { anchors, contentPath, paths } from '../../src/routes/paths.ts';
import { teamRoles } from '../../src/components/about/teamRoles.ts';
import { siteConfig } from '../../src/site.config.ts';
import { content, readPage } from './site.ts';

const textOf = (element: HTMLElement | null | undefined) => (element?.text ?? '').replace(/\s+/g, ' ').trim();
const main = (route: string) => readPage(route).document.querySelector('main')!;
const linksTo = (scope: HTMLElement, href: string) => scope.querySelectorAll('a').filter((link) => link.getAttribute('href') === href);
const headingsOf = (scope: HTMLElement, level: 'h2' | 'h3') => scope.querySelectorAll(level).map((heading) => textOf(heading));

function expectNewTab(link: HTMLElement | undefined) {
  expect(link, 'link not found').toBeDefined();
  expect(link!.getAttribute('target')).toBe('_blank');
  expect(link!.getAttribute('rel')).toBe('noopener noreferrer');
}

describe('about', () => {
  const page = main(paths.about);

  it('has the breadcrumb About Us and the exact title', () => {
    expect(textOf(page.querySelector('nav[aria-label="Breadcrumb"] [aria-current="page"]'))).toBe('About Us');
    expect(readPage(paths.about).document.querySelector('title')?.text).toBe('About Us | ITAH - Our Mission and Expertise');
  });

  it('presents the delivery enablement team with Get in touch to /contact', () => {
    const section = page.querySelector('section[aria-labelledby="team-heading"]')!;
    expect(textOf(section.querySelector('h2'))).toBe('The delivery enablement team');
    expect(linksTo(section, paths.contact).map(textOf)).toEqual(['Get in touch']);
    // Each role the opening draws round the client's team, told in words.
    expect(section.querySelectorAll('li h3').map(textOf)).toEqual(teamRoles.map(({ role }) => role));
  });

  it('lists the four core values', () => {
    const section = page.querySelector('section[aria-labelledby="values-heading"]')!;
    expect(headingsOf(section, 'h3')).toEqual(['Integrity', 'Innovation', 'Customer-Centricity', 'Commitment']);
  });

  it('invites the reader on the transformation journey with Contact us', () => {
    const section = page.querySelector('section[aria-labelledby="journey-heading"]')!;
    expect(textOf(section.querySelector('h2'))).toBe('Your journey towards digital transformation');
    expect(linksTo(section, paths.contact).map(textOf)).toEqual(['Contact us']);
  });

  it('states how an engagement runs in the figures the rest of the site promises, not the home counters again', () => {
    const facts = Object.fromEntries(
      page.querySelectorAll('dl > div').map((fact) => [textOf(fact.querySelector('dt')), textOf(fact.querySelector('dd'))]),
    );
    expect(facts['weeks to a working proof of concept']).toBe('4–6');
    expect(textOf(main(paths.home))).toContain('Proof of concept in 4–6 weeks');
    expect(facts['weeks to a security assessment of where you stand']).toBe('2');
    expect(textOf(main(paths.home))).toContain('Security assessment in 2 weeks');
    const home = main(paths.home).querySelectorAll('[data-count-target]').map(textOf);
    for (const counter of home) expect(Object.values(facts)).not.toContain(counter);
  });

  it('closes with seamless deployment and Schedule a call in a new tab', () => {
    const band = page.querySelector('section[aria-labelledby="cta-heading"]')!;
    expect(textOf(band.querySelector('h2'))).toBe('Ensuring seamless IT solution deployment');
    const call = linksTo(band, siteConfig.bookingUrl)[0];
    expect(textOf(call)).toMatch(/^Schedule a call/);
    expectNewTab(call);
  });
});

describe('app development', () => {
  const page = main(paths.appService);

  it('opens with the App Development banner and covers its five areas, each with an anchor', () => {
    expect(textOf(page.querySelector('h1'))).toBe('App Development');
    const areas: [id: string, label: string][] = [
      ['app-modernization', 'App modernization'],
      ['infrastructure-management', 'Infrastructure management'],
      ['web-apps', 'Web apps'],
      ['mobile-apps', 'Mobile apps'],
      ['web3', 'Web3 and decentralized apps'],
    ];
    for (const [id, label] of areas) {
      const section = page.querySelector(`section#${id}`);
      expect(section, `#${id}`).not.toBeNull();
      expect(textOf(section!.querySelector('.eyebrow'))).toBe(label);
      expect(section!.querySelectorAll('li').length).toBeGreaterThanOrEqual(3);
      expect(linksTo(page, `#${id}`)).toHaveLength(1);
    }
    expect(textOf(page.querySelector('#mobile-apps'))).toMatch(/iOS/);
    expect(textOf(page.querySelector('#mobile-apps'))).toMatch(/Android/);
  });

  it('ends with an RFP and a call', () => {
    const band = page.querySelector('section[aria-labelledby="cta-heading"]')!;
    expect(linksTo(band, paths.quote).map(textOf)).toEqual(['Submit your RFP']);
    expectNewTab(linksTo(band, siteConfig.bookingUrl)[0]);
  });
});

describe('cybersecurity', () => {
  const page = main(paths.cyberService);

  it('opens with the Cybersecurity banner and names every area of the spec', () => {
    expect(textOf(page.querySelector('h1'))).toBe('Cybersecurity');
    const headings = [...headingsOf(page, 'h2'), ...headingsOf(page, 'h3')].join(' | ');
    const eyebrows = page.querySelectorAll('.eyebrow').map(textOf).join(' | ');
    for (const area of [
      'Security operations',
      'Compliance management',
      'Proactive threat management',
      'Next-gen protocols',
      'Evolving defense',
      'Consistent support',
      'Tooling and automation',
      'Cloud-native security controls',
    ]) {
      expect(`${headings} | ${eyebrows}`).toContain(area);
    }
  });

  it('has compliance at #compliance with HIPAA, ISO 27000-series, NIST and SOC 1/2/3', () => {
    const section = page.querySelector(`section#${anchors.compliance}`)!;
    expect(section).not.toBeNull();
    expect(headingsOf(section, 'h3')).toEqual(['HIPAA', 'ISO 27000-series', 'NIST', 'SOC 1/2/3', 'How we get you audit-ready']);
  });

  it('draws preventive, detective and corrective controls in an accessible diagram, with the same controls in text', () => {
    const section = page.querySelector('section#cloud-native-security')!;
    const diagram = section.querySelector('svg[role="img"]')!;
    expect(diagram).not.toBeNull();
    const names = (diagram.getAttribute('aria-labelledby') ?? '').split(' ');
    const accessibleText = names.map((id) => textOf(diagram.querySelector(`#${id}`))).join(' ');
    for (const kind of ['preventive', 'detective', 'corrective']) expect(accessibleText.toLowerCase()).toContain(kind);
    expect(headingsOf(section, 'h3')).toEqual(['Preventive controls', 'Detective controls', 'Corrective controls']);
  });

  it('links the cloud-native text to the app development service', () => {
    const section = page.querySelector('section#cloud-native-security')!;
    expect(linksTo(section, paths.appService)).toHaveLength(1);
  });
});

describe('services overview', () => {
  /** Each of the six services links to its most relevant page section. */
  const expected: [title: string, href: string][] = [
    ['Cybersecurity', paths.cyberService],
    ['Compliance Management', `${paths.cyberService}#${anchors.compliance}`],
    ['App Modernization', `${paths.appService}#app-modernization`],
    ['AI & Machine Learning', paths.dataService],
    ['Infrastructure Management', `${paths.appService}#infrastructure-management`],
    ['Database Management', paths.dataService],
  ];

  it.each([paths.serviceOverview, paths.servicesAlias])(
    '%s presents the six services, each under its practice and linked to the section that delivers it',
    (route) => {
      const section = main(route).querySelector('section[aria-labelledby="offers-heading"]')!;
      const byName = (a: [string, string], b: [string, string]) => a[0].localeCompare(b[0]);
      const offers = section
        .querySelectorAll('h3 + p + ul h4 a')
        .map((link): [string, string] => [textOf(link), link.getAttribute('href')!]);
      expect(offers.sort(byName)).toEqual([...expected].sort(byName));
      expect(section.querySelectorAll('h3').map(textOf)).toEqual([
        'Security and compliance',
        'Data and automation',
        'Apps and infrastructure',
      ]);
      expect(section.querySelectorAll('h3 ~ a').map(textOf)).toEqual([
        'Explore Cybersecurity',
        'Explore Data Services',
        'Explore App Development',
      ]);
    },
  );

  it("proves each practice with its case's measured result, in the practices' order, linked to the case", () => {
    const proof = main(paths.serviceOverview).querySelector('section[aria-labelledby="proof-heading"]')!;
    const inOrder = ['portfolio-poc-cybersecurity', 'portfolio-poc-data', 'portfolio-poc-app-dev'].map((slug) =>
      content.cases.find((entry) => entry.slug === slug)!,
    );
    const links = proof.querySelectorAll('li a');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(inOrder.map((entry) => contentPath(entry.slug)));
    links.forEach((link, index) => expect(textOf(link)).toContain(inOrder[index]!.addedValue.split(' ')[0]));
    expect(proof.querySelectorAll('li > p.eyebrow').map(textOf)).toEqual([
      'Security and compliance',
      'Data and automation',
      'Apps and infrastructure',
    ]);
  });

  it('links every in-page anchor it points to', () => {
    for (const [, href] of expected.filter(([, href]) => href.includes('#'))) {
      const [route, id] = href.split('#') as [string, string];
      expect(main(route).querySelector(`#${id}`), href).not.toBeNull();
    }
  });
});

describe('portfolio', () => {
  const specCases = [
    {
      slug: 'portfolio-poc-app-dev',
      title: 'Cloud-Native App Modernization',
      card: 'App development pivotal cycles',
      facts: ['Retail', '25% increase in app performance', '5 months', 'KPI', 'Production performance'],
      sections: ['Scope and strategy', 'Infrastructure optimization'],
      cta: { label: 'Submit your RFP', href: paths.quote, external: false },
    },
    {
      slug: 'portfolio-poc-data',
      title: 'Data Lake Modernization',
      card: 'Data services transformation',
      facts: ['Financial Services', '20% added efficiency', '5 months', 'KPI', 'Analytics processing speed'],
      sections: ['Data consumption', 'Advanced analytics integration'],
      cta: { label: 'Schedule a call', href: siteConfig.bookingUrl, external: true },
    },
    {
      slug: 'portfolio-poc-cybersecurity',
      title: 'Secure Infrastructure Modernization for Healthcare',
      card: 'Cybersecurity resilience enhancement',
      facts: ['Healthcare', '30% reduction in security incidents', '8 months', 'SLA objective', 'Security incident reduction'],
      sections: ['Security foundation upgrade', 'Industry compliance and validation'],
      cta: { label: 'Schedule a call', href: siteConfig.bookingUrl, external: true },
    },
  ];

  it('shows From prototype to production with a card per case, linked to its page', () => {
    const page = main(paths.portfolio);
    expect(textOf(page.querySelector('h1'))).toBe('From prototype to production');
    const cards = page.querySelectorAll('article h3 a').map((link) => [textOf(link), link.getAttribute('href')]);
    expect(cards).toEqual(content.cases.map((entry) => [entry.cardTitle, contentPath(entry.slug)]));
    for (const { slug, card } of specCases) expect(cards).toContainEqual([card, contentPath(slug)]);
    expect(page.querySelectorAll('article svg[aria-hidden="true"]').length).toBeGreaterThanOrEqual(content.cases.length);
  });

  it.each(specCases)('$slug shows its facts panel, its sections and its call to action', ({ slug, title, facts, sections, cta }) => {
    const page = main(contentPath(slug));
    expect(textOf(page.querySelector('h1'))).toBe(title);
    const panel = page.querySelector('section[aria-labelledby="case-facts-heading"] dl')!;
    const pairs = panel.querySelectorAll('dt').map((term) => [textOf(term), textOf(term.nextElementSibling)]);
    expect(pairs).toEqual([
      ['Industry', facts[0]],
      ['Added value', facts[1]],
      ['Duration', facts[2]],
      [facts[3], facts[4]],
    ]);
    const bodyHeadings = headingsOf(page.querySelector(`[data-body="portfolio/${slug}"]`)!, 'h2');
    for (const section of sections) expect(bodyHeadings).toContain(section);
    if (slug === 'portfolio-poc-cybersecurity') {
      const compliance = textOf(page.querySelector(`[data-body="portfolio/${slug}"]`));
      expect(compliance).toContain('HIPAA');
      expect(compliance).toContain('ISO');
    }
    const band = page.querySelector('section[aria-labelledby="cta-heading"]')!;
    const action = linksTo(band, cta.href)[0];
    expect(textOf(action)).toMatch(new RegExp(`^${cta.label}`));
    if (cta.external) expectNewTab(action);
    else expect(action?.getAttribute('target')).toBeUndefined();
  });

  it.each([
    ['portfolio-poc-data', ['100', '120', '+20%', 'After 5 months']],
    ['portfolio-poc-cybersecurity', ['100', '70', '−30%', 'After 8 months']],
  ])('%s opens with its result drawn, before and after, indexed to 100', (slug, labels) => {
    const opening = main(contentPath(slug)).querySelector('header')!;
    const drawn = opening.querySelectorAll('svg text').map(textOf);
    // The chart's title and note are set in type above the drawing.
    expect(opening.querySelectorAll('p').map(textOf)).toContain('Indexed to 100 at the start');
    for (const label of labels) expect(drawn).toContain(label);
  });
});

describe('legal', () => {
  const terms = readPage('/terms').document;
  const privacy = readPage('/policy').document;
  const bodyText = (document: HTMLElement, slug: string) => textOf(document.querySelector(`[data-body="legal/${slug}"]`));

  it('shows the Terms & Conditions banner, last updated July 15, 2024', () => {
    expect(textOf(terms.querySelector('h1'))).toBe('Terms & Conditions');
    expect(terms.querySelector('main time[datetime="2024-07-15"]')?.text).toBe('July 15, 2024');
  });

  it('carries every fact of the terms', () => {
    const text = bodyText(terms, 'terms');
    for (const fact of [
      /use of the service/i,
      /end-user license/i,
      /prohibited use/i,
      /card payment provider/i,
      /disclaim/i,
      /laws of the United States/,
      /100 USD/,
      /5–10 days/,
      /service fees and payment processing fees are not refundable/i,
      /non-cancelable/i,
      /refunds are issued only where the host allows them/i,
      /thirty \(30\) days’ notice/,
      /before starting any lawsuit or other formal proceeding, you agree to contact us/i,
      /account holders/i,
      /hosts/i,
      /end users/i,
    ]) {
      expect(text).toMatch(fact);
    }
  });

  it('shows the privacy policy, last updated August 18, 2024, with the contact e-mail and the app in development', () => {
    expect(privacy.querySelector('main time[datetime="2024-08-18"]')?.text).toBe('August 18, 2024');
    const text = bodyText(privacy, 'policy');
    expect(privacy.querySelector(`[data-body="legal/policy"] a[href="mailto:${siteConfig.contactEmail}"]`)).not.toBeNull();
    expect(text).toMatch(/mobile app, which is still under development/);
  });

  it('opens each legal page with the key facts its front matter sets, each figure beside what it means', () => {
    for (const page of content.legal) {
      const facts = readPage(`/${page.slug}`)
        .document.querySelectorAll('main header ul > li')
        .map((fact) => [...fact.querySelectorAll('span')].map(textOf));
      expect(facts).toEqual((page.keyFacts ?? []).map(({ figure, label }) => [figure, label]));
    }
    expect(content.legal.every((page) => (page.keyFacts ?? []).length === 3)).toBe(true);
  });

  it("states section 9's request limits in section 9", () => {
    const body = privacy.querySelector('[data-body="legal/policy"]')!;
    const headings = body.querySelectorAll('h2');
    const nine = headings.findIndex((heading) => textOf(heading).startsWith('9.'));
    expect(nine).toBeGreaterThanOrEqual(0);
    const html = body.innerHTML;
    const start = html.indexOf(headings[nine]!.outerHTML);
    const end = html.indexOf(headings[nine + 1]!.outerHTML);
    const section = textOf(parse(html.slice(start, end)));
    for (const fact of [
      /in the 12 months before the date of your request/,
      /one request per 12-month period/,
      /within 10 days/,
      /within 45 days/,
      /a total of 90 days/,
      /only if a request is manifestly unfounded or excessive/,
      /do not charge a fee/,
    ]) {
      expect(section).toMatch(fact);
    }
  });

  it.each([
    ['/terms', 'terms'],
    ['/policy', 'policy'],
  ])('%s has its sections beside the text, each link reaching a heading of the text', (route, slug) => {
    const document = readPage(route).document;
    const toc = document.querySelector('aside[aria-label="Sections"] nav')!;
    const hrefs = toc.querySelectorAll('ol a').map((link) => link.getAttribute('href')!);
    expect(toc.querySelector('ol + a')?.getAttribute('href')).toBe(`${route}#main`);
    expect(hrefs.every((href) => href.startsWith(`${route}#`))).toBe(true);
    const targets = hrefs.map((href) => href.slice(route.length));
    const headingIds = document.querySelectorAll(`[data-body="legal/${slug}"] h2`).map((heading) => `#${heading.id}`);
    expect(targets.length).toBeGreaterThanOrEqual(10);
    expect(targets).toEqual(headingIds);
  });
});
