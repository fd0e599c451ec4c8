import { parse } from 'node-html-parser';
import { describe, expect, it } from 'vitest';
import type { Changes } from './changesJson.ts';
import { anchorOf, reportHtml } from './reportHtml.ts';

const shots = (name: string, regions = [{ x: 0, y: 640, width: 375, height: 96 }]) => ({
  before: `screenshots/${name}-before.png`,
  after: `screenshots/${name}-after.png`,
  diff: `screenshots/${name}-diff.png`,
  regions,
});

const changes: Changes = {
  base: 'origin/main (1a2b3c4)',
  head: 'working tree',
  site: 'https://www.itah.example/',
  added: ['/blog/new'],
  removed: ['/blog/old'],
  changed: [
    {
      route: '/blog/a-post',
      text: { added: ['We <b>watched</b> it.'], removed: ['We saw it.'] },
      screenshots: { 375: shots('blog_a-post-375'), 1280: shots('blog_a-post-1280', []) },
    },
    { route: '/policy', text: { added: [], removed: [] }, markup: { added: ['<a href="/terms">'], removed: [] }, screenshots: null },
    { route: '/rss.xml', text: { added: ['<item>'], removed: [] }, screenshots: null },
  ],
  notScreenshotted: [
    { route: '/policy', reason: 'changed' },
    { route: '/contact', reason: 'scripts changed' },
  ],
  screenshotLimit: 1,
  unchanged: 44,
};

describe('reportHtml', () => {
  const page = parse(reportHtml(changes));

  it('sums up the counts and links each changed route to its section', () => {
    expect(page.querySelectorAll('.counts li').map((item) => item.text)).toEqual([
      '3 changed',
      '1 added',
      '1 removed',
      '2 not screenshotted',
      '44 unchanged',
    ]);
    expect(page.querySelector(`a[href="#${anchorOf('/blog/a-post')}"]`)).not.toBeNull();
    expect(page.querySelector(`section#${anchorOf('/blog/a-post')} h2`)?.text).toBe('/blog/a-post');
  });

  it('shows the text diff escaped, and the markup diff where the text is the same', () => {
    const post = page.querySelector(`#${anchorOf('/blog/a-post')}`)!;
    expect(post.querySelector('.added')?.text).toContain('We <b>watched</b> it.');
    expect(post.querySelector('.removed')?.text).toContain('We saw it.');
    expect(page.querySelector(`#${anchorOf('/policy')} .added`)?.text).toContain('<a href="/terms">');
  });

  it('shows before, after and difference at each width, starting at the first change', () => {
    const post = page.querySelector(`#${anchorOf('/blog/a-post')}`)!;
    expect(post.querySelectorAll('img').map((image) => image.getAttribute('src'))).toEqual([
      ...['before', 'after', 'diff'].map((kind) => `screenshots/blog_a-post-375-${kind}.png`),
      ...['before', 'after', 'diff'].map((kind) => `screenshots/blog_a-post-1280-${kind}.png`),
    ]);
    expect(post.querySelector('.frame')?.getAttribute('data-first-change')).toBe('640');
    expect(post.querySelectorAll('h3').map((heading) => heading.text)).toEqual([
      'Text',
      '375 px (1 changed region)',
      '1280 px (no difference)',
    ]);
  });

  it('lists the pages without screenshots by why they were due them', () => {
    expect(
      page
        .querySelectorAll('h3')
        .filter((heading) => heading.parentNode?.tagName === 'BODY')
        .map((heading) => heading.text),
    ).toEqual(['Changed', 'Scripts changed']);
    expect(page.querySelector(`.routes a[href="#${anchorOf('/policy')}"]`)).not.toBeNull();
  });

  it('says why a changed page has no screenshots', () => {
    expect(page.querySelector(`#${anchorOf('/policy')}`)?.text).toContain("over this run's limit of 1 page.");
    expect(page.querySelector(`#${anchorOf('/rss.xml')}`)?.text).not.toContain('limit');
  });
});
