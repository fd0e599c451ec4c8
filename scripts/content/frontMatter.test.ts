import { describe, expect, it } from 'vitest';
import { normalizeSource, parseSource, splitFrontMatter } from './frontMatter.ts';

const FILE = 'posts/example.md';

describe('parseSource', () => {
  it('splits front matter from the body and records each field line', () => {
    const parsed = parseSource(FILE, '---\ntitle: Hello\ndate: 2024-07-12\n---\n\nBody text.\n');
    expect(parsed).toMatchObject({ data: { title: 'Hello', date: '2024-07-12' }, bodyLine: 5 });
    expect('fieldLines' in parsed && Object.fromEntries(parsed.fieldLines)).toEqual({ title: 2, date: 3 });
  });

  it.each([
    ['a byte-order mark', '\uFEFF---\ntitle: Hello\n---\nBody'],
    ['Windows line ends', '---\r\ntitle: Hello\r\n---\r\nBody'],
    ['old Mac line ends', '---\rtitle: Hello\r---\rBody'],
  ])('reads files with %s', (_label, raw) => {
    expect(parseSource(FILE, raw)).toMatchObject({ data: { title: 'Hello' }, body: 'Body' });
  });

  it('tells a writer whose value holds a colon to put it in quotes', () => {
    expect(parseSource(FILE, '---\ntitle: A\nbanner: Cloud Costs: the basics\n---\n')).toMatchObject({
      field: 'front matter',
      message: expect.stringContaining('a value holding a colon goes in double quotes'),
      line: 3,
    });
  });

  it('keeps dates as text so that impossible dates can be refused later', () => {
    expect(parseSource(FILE, '---\ndate: 2024-13-45\n---\n')).toMatchObject({ data: { date: '2024-13-45' } });
  });

  it.each([
    ['an empty file', '', { field: 'file', message: expect.stringContaining('is empty') }],
    ['a file of blank lines', '\n\n  \n', { field: 'file', message: expect.stringContaining('is empty') }],
    ['no front matter', '# Just a heading\n', { field: 'front matter', message: expect.stringContaining('is missing'), line: 1 }],
    [
      // Read as YAML, the text's first sentence would be blamed, with the advice for colons in values.
      'front matter never closed',
      '---\ntitle: "A"\n\nCloud bills grow: here is why.\n',
      { field: 'front matter', message: 'is not closed: put a line `---` after the last field, before the text', line: 1 },
    ],
    [
      // gray-matter closes at the first line starting with ---: here a rule in the text.
      'front matter never closed, with a rule further down',
      '---\ntitle: "A"\n\nCloud bills grow: here is why.\n\n---\n\nMore.\n',
      { field: 'front matter', message: 'is not closed: put a line `---` after the last field, before the text', line: 4 },
    ],
    [
      'front matter never closed, with a YAML example further down',
      '---\ntitle: "A"\n\nThe policy below.\n\n```yaml\n---\nkind: X\n```\n',
      {
        field: 'front matter',
        message: expect.stringContaining('is the line `---` that closes the fields missing above the text?'),
        line: 4,
      },
    ],
    [
      'a closing line with more than three hyphens',
      '---\ntitle: A\n----\nBody\n',
      { field: 'front matter', message: 'ends at a line that must be `---` alone, not `----`', line: 3 },
    ],
    [
      'unclosed flow list',
      '---\ntitle: [unclosed\n---\n',
      { field: 'front matter', message: expect.stringContaining('invalid YAML'), line: 2 },
    ],
    [
      // The parser notices it on the next field's line; the fix goes on the line that opened it.
      'a list left open before another field',
      '---\ntitle: "A"\ntags: [one, two\nbanner: "X"\nexcerpt: "Y"\n---\n',
      { field: 'front matter', message: expect.stringContaining('Flow sequence'), line: 3 },
    ],
    [
      'a list left open before a field whose own list is closed',
      '---\ntitle: "A"\ncategory: ["Cloud Native"\ntags: [one, two]\n---\n',
      { field: 'front matter', message: expect.stringContaining('Flow seq'), line: 3 },
    ],
    [
      'a block left open',
      '---\ntitle: "A"\nbanner: {text: "Cloud Costs"\nexcerpt: "Y"\n---\n',
      { field: 'front matter', message: expect.stringContaining('Flow map'), line: 3 },
    ],
    ['a duplicate key', '---\ntitle: A\ntitle: B\n---\n', { field: 'front matter', message: expect.stringContaining('invalid YAML') }],
    [
      'a list instead of fields',
      '---\n- a\n- b\n---\n',
      { field: 'front matter', message: expect.stringContaining('field: value'), line: 2 },
    ],
    [
      'an alias bomb',
      `---\na: &a ["x","x","x","x","x","x","x","x","x"]\nb: &b [*a,*a,*a,*a,*a,*a,*a,*a,*a]\nc: &c [*b,*b,*b,*b,*b,*b,*b,*b,*b]\nd: [*c,*c,*c,*c,*c,*c,*c,*c,*c]\n---\n`,
      { field: 'front matter', message: expect.stringContaining('invalid YAML') },
    ],
  ])('reports %s as a problem of the file, not a crash', (_label, raw, problem) => {
    expect(parseSource(FILE, raw)).toMatchObject({ file: FILE, ...problem });
  });

  it('treats empty front matter as no fields', () => {
    expect(parseSource(FILE, '---\n---\nBody')).toMatchObject({ data: {}, body: 'Body' });
  });
});

describe('splitFrontMatter', () => {
  it.each([['js'], ['javascript'], ['coffee'], ['json']])(
    'reads ---%s front matter as nothing but refused text, never as code',
    (language) => {
      const ran = globalThis as { frontMatterRan?: boolean };
      expect(() => splitFrontMatter(`---${language}\n{ title: (globalThis.frontMatterRan = true) }\n---\nBody`, new Map())).toThrow(
        'must be YAML',
      );
      expect(ran.frontMatterRan).toBeUndefined();
    },
  );
});

describe('normalizeSource', () => {
  it('removes a leading byte-order mark and converts every line end to \\n', () => {
    expect(normalizeSource('\uFEFFa\r\nb\rc\n')).toBe('a\nb\nc\n');
  });
});
