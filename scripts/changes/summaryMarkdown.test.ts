import { describe, expect, it } from 'vitest';
import type { Changes } from './changesJson.ts';
import { summaryMarkdown } from './summaryMarkdown.ts';

const changes: Changes = {
  base: 'origin/main',
  head: 'dist',
  site: 'https://acme.github.io/site/',
  added: ['/blog/new'],
  removed: [],
  changed: [{ route: '/', text: { added: [], removed: [] }, screenshots: null }],
  notScreenshotted: [],
  screenshotLimit: 12,
  unchanged: 40,
};

describe('summaryMarkdown', () => {
  it('gives the counts and links each route to its page on the site, under the base path', () => {
    const markdown = summaryMarkdown(changes);
    expect(markdown).toContain('**1 changed** · 1 added · 0 removed · 0 not screenshotted · 40 unchanged');
    expect(markdown).toContain('Changed: [/](https://acme.github.io/site/)');
    expect(markdown).toContain('Added: [/blog/new](https://acme.github.io/site/blog/new)');
    expect(markdown).not.toContain('Removed:');
  });
});
