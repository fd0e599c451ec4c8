import { describe, expect, it } from 'vitest';
import { countCategories, countTags, pageCount, summarize } from './taxonomy.ts';
import { postMeta } from './__fixtures__/postMeta.ts';

const post = (slug: string, categorySlug: string, tags: string[]) =>
  postMeta(slug, { category: categorySlug, categorySlug, tags: tags.map((name) => ({ name, slug: name.replace(/\s+/g, '-') })) });

const posts = [post('a', 'cybersecurity', ['risk', 'cloud']), post('b', 'cybersecurity', ['cloud']), post('c', 'data-analytics', ['bi'])];

describe('taxonomy', () => {
  it('counts posts per configured category and leaves out empty ones', () => {
    expect(countCategories(posts)).toEqual([
      { name: 'Cybersecurity', slug: 'cybersecurity', count: 2 },
      { name: 'Data Analytics', slug: 'data-analytics', count: 1 },
    ]);
  });

  it('counts tags, most used first, then by name', () => {
    expect(countTags(posts).map((tag) => `${tag.name}:${tag.count}`)).toEqual(['cloud:2', 'bi:1', 'risk:1']);
  });

  it('keeps the three newest posts in the summary', () => {
    expect(summarize([...posts, post('d', 'cybersecurity', [])]).recent.map((entry) => entry.slug)).toEqual(['a', 'b', 'c']);
  });

  it.each([
    [0, 1],
    [1, 1],
    [8, 1],
    [9, 2],
    [1008, 126],
  ])('%i posts need %i pages of eight', (count, pages) => {
    expect(pageCount(count)).toBe(pages);
  });
});
