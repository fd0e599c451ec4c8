import { describe, expect, it } from 'vitest';
import { portfolioSchema } from './portfolio.ts';

const valid = {
  title: 'Data Lake Modernization',
  cardTitle: 'Data services transformation',
  description: 'How a financial services firm modernized its data lake and sped up analytics processing.',
  excerpt: 'A governed data lake cut reporting time and made analytics fast again.',
  industry: 'Financial Services',
  addedValue: '20% added efficiency',
  duration: '5 months',
  objective: { kind: 'KPI', label: 'Analytics processing speed' },
  cta: { label: 'Schedule a call', href: 'booking' },
  phases: [
    { name: 'Assessment', weeks: [1, 2] },
    { name: 'Delivery', weeks: [3, 20] },
  ],
  order: 1,
};

const messagesFor = (input: unknown) => {
  const result = portfolioSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('portfolioSchema', () => {
  it('accepts a complete case', () => {
    expect(portfolioSchema.parse(valid)).toEqual({ ...valid, draft: false });
  });

  it('accepts a site path as the call to action', () => {
    expect(portfolioSchema.parse({ ...valid, cta: { label: 'Submit your RFP', href: '/demo-request' } }).cta.href).toBe('/demo-request');
  });

  it.each([
    ['a missing industry', { industry: undefined }, 'industry: is required'],
    ['an objective that is neither KPI nor SLA', { objective: { kind: 'OKR', label: 'x' } }, 'objective.kind: must be KPI or SLA'],
    ['an objective given as text', { objective: 'KPI' }, 'objective: must be a block with kind and label'],
    [
      'an outside call-to-action address',
      { cta: { label: 'Go', href: 'https://example.com' } },
      'cta.href: must be a site path such as /demo-request, or booking',
    ],
    ['a fractional order', { order: 1.5 }, 'order: must be a whole number'],
    [
      'a protocol-relative image',
      { image: '//evil.example/x.png' },
      'image: must be a path under public/ such as /images/blog/my-post.webp',
    ],
    [
      'an image path that climbs out of public/',
      { image: '/images/../../x.png' },
      'image: must be a path under public/ such as /images/blog/my-post.webp',
    ],
    ['an order given as text', { order: 'first' }, 'order: must be a whole number such as 1'],
    [
      'a phase that ends before it starts',
      { phases: [valid.phases[0], { name: 'Delivery', weeks: [9, 3] }] },
      'phases.1.weeks: must end no earlier than it starts, e.g. [3, 9]',
    ],
    [
      'a phase given one week number',
      { phases: [valid.phases[0], { name: 'Delivery', weeks: 3 }] },
      'phases.1.weeks: must be its first and last week, e.g. [3, 9]',
    ],
    [
      'a phase counted from week 0',
      { phases: [{ name: 'Kick-off', weeks: [0, 1] }, valid.phases[1]] },
      'phases.0.weeks.0: must count weeks from 1',
    ],
    ['a single phase', { phases: [valid.phases[0]] }, 'phases: must list at least two phases'],
    ['no phases', { phases: undefined }, 'phases: must be a list of phases, each with name and weeks'],
  ])('refuses %s', (_label, change, message) => {
    expect(messagesFor({ ...valid, ...change })).toContain(message);
  });
});
