import { mkdtemp, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from './build.ts';
import { parseSource } from './frontMatter.ts';
import { ContentError, formatProblem } from './problems.ts';
import { postSchema } from './schemas/post.ts';

const temporary: string[] = [];
afterEach(async () => {
  await Promise.all(temporary.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

async function problemsFor(files: Record<string, string | Buffer>): Promise<string[]> {
  const root = await mkdtemp(path.join(tmpdir(), 'itah-robust-'));
  temporary.push(root);
  await mkdir(path.join(root, 'posts'));
  for (const [name, text] of Object.entries(files)) await writeFile(path.join(root, 'posts', name), text);
  try {
    await buildContent({ root, includeDrafts: false, basePath: '/' });
    return [];
  } catch (error) {
    if (error instanceof ContentError) return error.problems.map(formatProblem);
    throw error;
  }
}

const post = (fields: string) => `---\n${fields}\n---\n\nBody.\n`;
const VALID = `title: "T"\ndescription: "${'d'.repeat(60)}"\ncategory: Cybersecurity\ntags: [a]\nbanner: B\nexcerpt: "${'e'.repeat(50)}"`;

/** A small deterministic generator, so a failing case can be replayed. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
}

describe('odd files get a clear message or build fine, never a crash', () => {
  it.each([
    ['2024/07/12'],
    ['12-07-2024'],
    ['2024-7-12'],
    ['20240712'],
    ['2024'],
    ['July 12th'],
    ['2024-07-12T10:00:00Z'],
    ['0000-00-00'],
    ['[2024, 7, 12]'],
  ])('date %s is refused with the format to use', async (date) => {
    expect(await problemsFor({ 'p.md': post(`${VALID}\ndate: ${date}`) })).toEqual([
      'posts/p.md: date: must be a real date written as YYYY-MM-DD, e.g. 2024-07-12 (line 8)',
    ]);
  });

  it('names a tab used for indentation, with its line', async () => {
    const problems = await problemsFor({ 'p.md': post(`${VALID}\ndate: 2024-01-01\nobjective:\n\tkind: KPI`) });
    expect(problems[0]).toMatch(/^posts\/p\.md: front matter: invalid YAML: .+\(line (9|10)\)$/);
  });

  it.each([['café.md'], ['Upper-Case.md'], ['two--hyphens.md'], ['日本語.md'], ['emoji-🚀.md']])(
    'refuses the file name %s as a slug',
    async (name) => {
      const problems = await problemsFor({ [name]: post(`${VALID}\ndate: 2024-01-01`) });
      expect(problems).toEqual([expect.stringMatching(/: file name: ".+" must be lowercase letters, digits and single hyphens/)]);
    },
  );

  it('accepts unicode in text fields, and in the title and banner what the drawn image can show', async () => {
    const fields = (title: string) =>
      `title: "${title}"\ndescription: "Sécurité für Ünïcode: 安全 🚀 مرحبا ${'ü'.repeat(40)}"\ncategory: Cybersecurity\ntags: ["données", "安全"]\nbanner: "Données"\nexcerpt: "${'é'.repeat(40)} 安全 🚀"\ndate: 2024-01-01`;
    expect(await problemsFor({ 'unicode.md': post(fields('Sécurité für Ünïcode — “quoted” & more')) })).toEqual([]);
    expect(await problemsFor({ 'unicode.md': post(fields('Sécurité: 安全 🚀')) })).toEqual([
      expect.stringMatching(/^posts\/unicode\.md: title: has characters the generated image cannot draw \(安 全 🚀\)/),
    ]);
  });

  it('refuses a file over 1 MB without reading it as Markdown', async () => {
    const problems = await problemsFor({ 'huge.md': post(`${VALID}\ndate: 2024-01-01`) + 'word '.repeat(260_000) });
    expect(problems).toEqual([expect.stringMatching(/^posts\/huge\.md: file: is \d+ kB; the limit is 1024 kB$/)]);
  });

  // The time limit of these tests is the guard against a hang; no duration is asserted.
  it('builds a large post just under the limit', { timeout: 60_000 }, async () => {
    expect(await problemsFor({ 'long.md': post(`${VALID}\ndate: 2024-01-01`) + 'A paragraph of text.\n\n'.repeat(40_000) })).toEqual([]);
  });

  it.each([
    ['text without front matter', '# Just a heading\n\nSome text.\n', 'front matter: is missing: start the file with a line `---`'],
    ['an empty file', '', 'file: is empty: start it with a line `---`'],
  ])('tells a writer of %s which fields to add', async (_label, text, start) => {
    expect(await problemsFor({ 'p.md': text })).toEqual([
      expect.stringMatching(
        new RegExp(`^posts/p\\.md: ${start.replace(/[`]/g, '.')}.* title, description, date, category, tags, banner, excerpt\\b`),
      ),
    ]);
  });

  it('refuses binary junk', async () => {
    const junk = Buffer.from(Array.from({ length: 2000 }, (_, index) => (index * 7919) % 256));
    const problems = await problemsFor({ 'junk.md': junk });
    expect(problems).toEqual([expect.stringMatching(/^posts\/junk\.md: front matter: is missing/)]);
  });

  it('refuses a billion-laughs alias bomb without expanding it', { timeout: 10_000 }, async () => {
    const bomb = ['a: &a ["lol","lol","lol","lol","lol","lol","lol","lol","lol"]'];
    for (let level = 1; level < 9; level += 1)
      bomb.push(
        `${String.fromCharCode(97 + level)}: &${String.fromCharCode(97 + level)} [${Array(9)
          .fill(`*${String.fromCharCode(96 + level)}`)
          .join(',')}]`,
      );
    const problems = await problemsFor({ 'bomb.md': post(bomb.join('\n')) });
    expect(problems[0]).toMatch(/^posts\/bomb\.md: front matter: invalid YAML: .*alias/i);
  });
});

describe('random input never crashes or hangs the parser', () => {
  const alphabet = [
    '---',
    '\n',
    '\r\n',
    ':',
    ' ',
    '\t',
    '"',
    "'",
    '[',
    ']',
    '{',
    '}',
    '&a',
    '*a',
    '!!',
    '#',
    '-',
    'title',
    'date',
    '2024-01-01',
    '\uFEFF',
    'é',
    '🚀',
    '\u0000',
    '|',
    '>',
  ];

  it('handles 1,000 generated files', () => {
    const next = random(42);
    for (let sample = 0; sample < 1000; sample += 1) {
      const length = Math.floor(next() * 60);
      const text = Array.from({ length }, () => alphabet[Math.floor(next() * alphabet.length)]).join('');
      const parsed = parseSource('posts/fuzz.md', `---\n${text}\n---\nbody`);
      if ('data' in parsed) expect(() => postSchema.safeParse(parsed.data)).not.toThrow();
      else expect(parsed.message.length).toBeGreaterThan(0);
    }
  });
});
