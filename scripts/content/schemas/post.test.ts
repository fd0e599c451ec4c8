import { describe, expect, it } from 'vitest';
import { postSchema } from './post.ts';

const valid = {
  title: 'Common Challenges in Information Security Risk Management',
  description: 'Why most security risk programs stall, and the practical fixes that get them moving again.',
  date: '2024-07-12',
  category: 'Cybersecurity',
  tags: ['risk management', 'information security'],
  banner: 'Information Security',
  excerpt: 'Most security risk programs stall for the same few reasons. Here is how to fix them.',
};

const messagesFor = (input: unknown) => {
  const result = postSchema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`);
};

describe('postSchema', () => {
  it('accepts a complete post and fills in the defaults', () => {
    expect(postSchema.parse(valid)).toEqual({ ...valid, draft: false });
  });

  it.each([
    ['trims text', { title: '  Spaced title  ' }, { title: 'Spaced title' }],
    ['keeps an optional card label', { cardLabel: 'IT Paradigms' }, { cardLabel: 'IT Paradigms' }],
    [
      'keeps an image path and its description',
      { image: '/images/blog/hero.webp', imageAlt: 'Two engineers at a rack' },
      { image: '/images/blog/hero.webp', imageAlt: 'Two engineers at a rack' },
    ],
    ['keeps draft: true', { draft: true }, { draft: true }],
    ['accepts a leap day', { date: '2024-02-29' }, { date: '2024-02-29' }],
  ])('%s', (_label, change, expected) => {
    expect(postSchema.parse({ ...valid, ...change })).toMatchObject(expected);
  });

  it.each([
    ['a missing title', { title: undefined }, 'title: is required'],
    ['an empty title', { title: '   ' }, 'title: must not be empty'],
    ['a numeric title', { title: 42 }, 'title: must be text'],
    ['a title of 121 characters', { title: 'x'.repeat(121) }, 'title: must be at most 120 characters; it has 121'],
    ['a short description', { description: 'Too short.' }, 'description: must be at least 50 characters; it has 10'],
    ['a date in words', { date: 'July 12, 2024' }, 'date: must be a real date written as YYYY-MM-DD, e.g. 2024-07-12'],
    ['a date that does not exist', { date: '2023-02-29' }, 'date: must be a real date written as YYYY-MM-DD, e.g. 2024-07-12'],
    ['a month 13', { date: '2024-13-01' }, 'date: must be a real date written as YYYY-MM-DD, e.g. 2024-07-12'],
    [
      'an unknown category',
      { category: 'Security' },
      'category: must be one of: Cybersecurity, Cloud Native, Information Technology, Data Analytics, App Development',
    ],
    ['tags as one string', { tags: 'cloud, security' }, 'tags: must be a list such as ["cloud security", "compliance"]'],
    ['no tags', { tags: [] }, 'tags: must list at least one tag'],
    ['a missing tags field', { tags: undefined }, 'tags: is required'],
    ['an empty tag', { tags: ['ok', ''] }, 'tags.1: must not be empty'],
    ['draft as "yes"', { draft: 'yes' }, 'draft: must be true or false'],
    ['an image outside public/', { image: 'hero.png' }, 'image: must be a path under public/ such as /images/blog/my-post.webp'],
    [
      'an image path that climbs out of public/',
      { image: '/../../../../usr/share/pixmaps/x.png', imageAlt: 'x' },
      'image: must be a path under public/ such as /images/blog/my-post.webp',
    ],
    [
      'an image on another host',
      { image: '//evil.example/x.png', imageAlt: 'x' },
      'image: must be a path under public/ such as /images/blog/my-post.webp',
    ],
    ['a misspelt field', { tittle: 'Oops' }, '(root): Unrecognized key: "tittle"'],
    [
      'an own image without its description',
      { image: '/images/blog/hero.webp' },
      'imageAlt: is required with image: say what the image shows',
    ],
  ])('refuses %s', (_label, change, message) => {
    expect(messagesFor({ ...valid, ...change })).toContain(message);
  });

  it('reports every problem of a post at once', () => {
    expect(messagesFor({ ...valid, title: undefined, date: 'soon' })).toHaveLength(2);
  });
});
