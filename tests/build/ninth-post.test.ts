import { readFileSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parse } from 'node-html-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace, type Workspace } from '../../scripts/workspace.ts';

const NINTH = `---
title: "Incident Response Playbooks That Survive a Real Incident"
description: "Why most incident response playbooks fail under pressure, and how to write ones your team will actually follow at 3 a.m."
date: 2025-01-15
category: "Cybersecurity"
tags: ["incident response", "risk management"]
banner: "Incident Response"
excerpt: "A playbook nobody opens during an incident is shelfware. Here is how to write one that gets used when it counts."
---

Every security team has a playbook. Few have one that works when the alarm goes off.

## Keep it short

One page per scenario. Link to [our security service](/services/service-cybersecurity).
`;

let workspace: Workspace;
const page = (route: string) => parse(readFileSync(path.join(workspace.root, 'dist', route, 'index.html'), 'utf8'));

beforeAll(async () => {
  workspace = await createWorkspace();
  await writeFile(path.join(workspace.root, 'posts', 'incident-response-playbooks.md'), NINTH);
  await workspace.build();
}, 300_000);

afterAll(() => workspace?.dispose());

describe('a ninth post, added without any code change', () => {
  it('becomes the first card and pushes the oldest article to a second page', () => {
    const first = page('blog').querySelectorAll('main article');
    expect(first).toHaveLength(8);
    expect(first[0]?.querySelector('h2')?.text).toBe('Incident Response Playbooks That Survive a Real Incident');
    const second = page('blog/page/2').querySelectorAll('main article');
    expect(second.map((card) => card.querySelector('h2')?.text)).toEqual(['Common Challenges in Information Security Risk Management']);
  });

  it('makes the pager link both pages, with previous disabled on the first and next on the last', () => {
    const pager = page('blog').querySelector('nav[aria-label="Pages"]')!;
    expect(pager.querySelector('a[href="/blog/page/2"]')).not.toBeNull();
    expect(pager.querySelector('[aria-disabled="true"] ')?.querySelector('.visually-hidden')?.text).toBe('Previous page');
    const last = page('blog/page/2').querySelector('nav[aria-label="Pages"]')!;
    expect(last.querySelector('a[rel="prev"]')?.getAttribute('href')).toBe('/blog');
    expect(last.querySelector('[aria-disabled="true"]')?.text).toContain('Next page');
  });

  /** The cards of a list page's own posts, without the blog's newest others that follow a short list. */
  const listed = (route: string) =>
    page(route).querySelectorAll('main article').length -
    page(route).querySelectorAll('section[aria-labelledby="more-articles-heading"] article').length;

  it('updates the category counts and gets its own article, tag and category pages', () => {
    const topics = page('blog').querySelector('nav[aria-label="Blog topics"]')!;
    expect(topics.querySelector('a[href="/blog/category/cybersecurity"]')?.text.replace(/\s+/g, '')).toContain('Cybersecurity3');
    expect(page('blog/incident-response-playbooks').querySelector('h1')?.text).toBe(
      'Incident Response Playbooks That Survive a Real Incident',
    );
    expect(listed('blog/tag/incident-response')).toBe(1);
    expect(listed('blog/category/cybersecurity')).toBe(3);
  });

  it('adds it to the feed and the sitemap', () => {
    const feed = readFileSync(path.join(workspace.root, 'dist', 'rss.xml'), 'utf8');
    expect(feed.match(/<item>/g)).toHaveLength(9);
    expect(feed).toContain('/blog/incident-response-playbooks</link>');
    const sitemap = readFileSync(path.join(workspace.root, 'dist', 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain('/blog/incident-response-playbooks</loc><lastmod>2025-01-15</lastmod>');
    expect(sitemap).toContain('/blog/page/2</loc>');
  });
});
