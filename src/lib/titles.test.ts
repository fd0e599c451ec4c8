import { describe, expect, it } from 'vitest';
import { titleWithSuffix } from './titles.ts';

describe('titleWithSuffix', () => {
  it('adds the suffix while the whole title fits in 70 characters', () => {
    expect(titleWithSuffix('Key Strategies for Securing Cloud-Native Apps', 'ITAH Blog')).toBe(
      'Key Strategies for Securing Cloud-Native Apps | ITAH Blog',
    );
  });

  it('drops the suffix rather than letting search results cut the title', () => {
    const title = 'How to Choose the Best Web Development Service for Your Business';
    expect(titleWithSuffix(title, 'ITAH Blog')).toBe(title);
  });
});
