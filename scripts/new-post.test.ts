import { describe, expect, it } from 'vitest';
import { parseSource, type ParsedSource } from './content/frontMatter.ts';
import { postSchema } from './content/schemas/post.ts';
import { scaffoldPost } from './new-post.ts';

describe('scaffoldPost', () => {
  it('writes a post that passes validation as a draft dated today', () => {
    const parsed = parseSource(
      'posts/x.md',
      scaffoldPost('How We Cut Cloud Costs by 30% "Fast"', 'Cloud Native', '2026-11-21'),
    ) as ParsedSource;
    const result = postSchema.safeParse(parsed.data);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({
      title: 'How We Cut Cloud Costs by 30% "Fast"',
      date: '2026-11-21',
      category: 'Cloud Native',
      draft: true,
    });
  });
});
