import { describe, expect, it } from 'vitest';
import { parseSource, type ParsedSource } from './content/frontMatter.ts';
import { postSchema } from './content/schemas/post.ts';
import { optionsTakenByNpm, parseArguments, scaffoldPost, slugForTitle } from './new-post.ts';

describe('scaffoldPost', () => {
  it('writes a post that passes validation as a draft dated today', () => {
    const parsed = parseSource(
      'posts/x.md',
      scaffoldPost('How We Cut Cloud Costs by 30% "Fast"', 'Cloud Native', '2026-11-21'),
    ) as ParsedSource;
    const result = postSchema.safeParse(parsed.data);
    expect(result.success).toBe(true);
    // Published as it is, it is refused: its texts are stand-ins.
    const published = postSchema.safeParse({ ...parsed.data, draft: false });
    expect(published.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['description', 'excerpt', 'tags']);
    expect(result.data).toMatchObject({
      title: 'How We Cut Cloud Costs by 30% "Fast"',
      date: '2026-11-21',
      category: 'Cloud Native',
      draft: true,
    });
  });
});

describe('parseArguments', () => {
  it('refuses an option it does not know, naming the ones it does', () => {
    expect(() => parseArguments(['Zero trust', '--categroy', 'Cloud Native'])).toThrow(
      "Unknown option '--categroy': this script takes --category, --slug",
    );
  });

  it('notices options npm kept for itself when the -- before them was left out', () => {
    // npm run new-post "Zero trust" --category "Cloud Native": npm sets npm_config_category and passes the rest.
    expect(optionsTakenByNpm(['Zero trust', 'Cloud Native'], { npm_config_category: 'true' })).toEqual(['category']);
    expect(optionsTakenByNpm(['Zero trust', '--category', 'Cloud Native'], { npm_config_category: 'true' })).toEqual([]);
    expect(optionsTakenByNpm(['Zero trust'], {})).toEqual([]);
  });

  it('takes the title from the words outside the flags, with or without a category', () => {
    expect(parseArguments(['How we cut cloud costs'])).toMatchObject({ title: 'How we cut cloud costs', slug: undefined });
    expect(parseArguments(['Zero', '--category', 'Cloud Native', 'trust'])).toEqual({
      title: 'Zero trust',
      category: 'Cloud Native',
      slug: undefined,
    });
    expect(parseArguments(['中文标题', '--slug', 'chinese-title'])).toMatchObject({ title: '中文标题', slug: 'chinese-title' });
  });
});

describe('slugForTitle', () => {
  it('gives a file name the content build accepts, or nothing', () => {
    expect(slugForTitle('How We Cut Cloud Costs by 30% "Fast"')).toBe('how-we-cut-cloud-costs-by-30-fast');
    expect(slugForTitle('Café & “Quotes” 中文 test')).toBe('cafe-quotes-test');
    expect(slugForTitle('Title with "quotes" & ampersands <b>')).toBe('title-with-quotes-ampersands-b');
    expect(slugForTitle('中文标题')).toBe('');
    expect(slugForTitle('Straße, Æsir and Łódź')).toBe('strasse-aesir-and-lodz');
  });
});
