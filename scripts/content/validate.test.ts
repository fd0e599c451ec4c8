import { describe, expect, it } from 'vitest';
import { parseSource, type ParsedSource } from './frontMatter.ts';
import { formatProblem } from './problems.ts';
import { portfolioSchema } from './schemas/portfolio.ts';
import { postSchema } from './schemas/post.ts';
import { validateFrontMatter } from './validate.ts';

const parse = (raw: string) => parseSource('posts/x.md', raw) as ParsedSource;

describe('validateFrontMatter', () => {
  it('names the file, the field and its line for each problem', () => {
    const result = validateFrontMatter('posts/x.md', postSchema, parse('---\ntitle: Hi\ncolour: red\ndate: tomorrow\n---\n'));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.problems.map(formatProblem)).toEqual(
      expect.arrayContaining([
        'posts/x.md: colour: is not a known field (check its spelling in WRITING.md) (line 3)',
        'posts/x.md: date: must be a real date written as YYYY-MM-DD, e.g. 2024-07-12 (line 4)',
        'posts/x.md: description: is required',
      ]),
    );
  });

  it('suggests the field a misspelt one most likely meant', () => {
    const result = validateFrontMatter('posts/x.md', postSchema, parse('---\ntitle: Hi\ndescripton: A text\nExcerpt: Short\n---\n'));
    const messages = result.ok ? [] : result.problems.map(formatProblem);
    expect(messages).toContain('posts/x.md: descripton: is not a known field: did you mean description? (line 3)');
    expect(messages).toContain('posts/x.md: Excerpt: is not a known field: did you mean excerpt? (line 4)');
  });

  it('reports a value of the wrong kind once, not also the checks meant for the right kind', () => {
    const result = validateFrontMatter('posts/x.md', postSchema, parse('---\ntitle: Hi\ntags: cloud costs, finops\n---\n'));
    const tagProblems = result.ok ? [] : result.problems.filter((problem) => problem.field === 'tags');
    expect(tagProblems).toHaveLength(1);
    expect(tagProblems[0]!.message).not.toContain('at most');
  });

  it('names nested fields by their path, on their own lines', () => {
    const raw = '---\nobjective:\n  kind: OKR\n  label: Speed\n  extra: 1\n---\n';
    const result = validateFrontMatter('portfolio/x.md', portfolioSchema, parseSource('portfolio/x.md', raw) as ParsedSource);
    const messages = result.ok ? [] : result.problems.map(formatProblem);
    expect(messages).toContain('portfolio/x.md: objective.kind: must be KPI or SLA (line 3)');
    expect(messages).toContain('portfolio/x.md: objective.extra: is not a known field (check its spelling in WRITING.md) (line 5)');
  });

  it('names the line of a field inside a list', () => {
    const raw = '---\nphases:\n  - name: Assessment\n    weeks: [1, 2]\n  - name: Delivery\n    weeks: [9, 3]\n---\n';
    const result = validateFrontMatter('portfolio/x.md', portfolioSchema, parseSource('portfolio/x.md', raw) as ParsedSource);
    const messages = result.ok ? [] : result.problems.map(formatProblem);
    expect(messages).toContain('portfolio/x.md: phases.1.weeks: must end no earlier than it starts, e.g. [3, 9] (line 6)');
  });
});
