import { describe, expect, it } from 'vitest';
import { legalSchema } from './legal.ts';

const valid = {
  title: 'Privacy Policy',
  slug: 'policy',
  banner: 'Privacy Policy',
  description: 'How ITAH collects, uses and protects personal data, and how to exercise your rights.',
  updated: '2024-08-18',
};

describe('legalSchema', () => {
  it('accepts a complete legal page', () => {
    expect(legalSchema.parse(valid)).toEqual({ ...valid, draft: false });
  });

  it.each([
    ['a slug with capitals', { slug: 'Policy' }, 'must be lowercase letters, digits and single hyphens (e.g. policy)'],
    ['a slug with a slash', { slug: '/policy' }, 'must be lowercase letters, digits and single hyphens (e.g. policy)'],
    ['an update date in words', { updated: 'August 18, 2024' }, 'must be a real date written as YYYY-MM-DD, e.g. 2024-07-12'],
    ['a missing banner', { banner: undefined }, 'is required'],
    ['four key facts', { keyFacts: Array(4).fill({ figure: '10 days', label: 'to answer a request' }) }, 'must list at most three facts'],
    ['a key fact without its label', { keyFacts: [{ figure: '10 days' }] }, 'is required'],
  ])('refuses %s', (_label, change, message) => {
    const result = legalSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });
});
