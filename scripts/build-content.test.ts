import { execFile } from 'node:child_process';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, describe, expect, it } from 'vitest';

const run = promisify(execFile);
const cli = path.resolve('scripts/build-content.ts');
const tsx = path.resolve('node_modules/.bin/tsx');
const fixtures = path.resolve('scripts/content/__fixtures__');
const temporary: string[] = [];

async function copyOf(fixture: string): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'itah-content-'));
  temporary.push(root);
  await cp(path.join(fixtures, fixture), root, { recursive: true });
  return root;
}

afterEach(async () => {
  await Promise.all(temporary.splice(0).map((root) => rm(root, { recursive: true, force: true })));
});

// Each test runs the real command in a child process: seconds, not milliseconds, on a busy machine.
describe('npm run content', { timeout: 30_000 }, () => {
  it('fails naming the file and both problems of a post with no title and a bad date', async () => {
    const root = await copyOf('broken');
    const failure = await run(tsx, [cli], { cwd: root }).then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('posts/missing-title.md: title: is required');
    expect(failure?.stderr).toContain('posts/missing-title.md: date: must be a real date written as YYYY-MM-DD, e.g. 2024-07-12 (line 3)');
    expect(failure?.stderr).not.toMatch(/\bat .+\.ts:\d+/); // a list of problems, not a stack trace
  });

  it('writes the index of a valid site and says what it built', async () => {
    const root = await copyOf('site');
    const { stdout } = await run(tsx, [cli], { cwd: root });
    expect(stdout).toContain('content: 2 posts, 1 case study, 1 legal page');
    const posts = JSON.parse(await readFile(path.join(root, 'src/content/generated/posts.json'), 'utf8')) as { slug: string }[];
    expect(posts.map((post) => post.slug)).toEqual(['valid-post', 'older-post']);
  });

  it('lists the problems and exits 0 with --problems-allowed, for the dev server to show them', async () => {
    const root = await copyOf('broken');
    const { stderr } = await run(tsx, [cli, '--problems-allowed'], { cwd: root });
    expect(stderr).toContain('posts/missing-title.md: title: is required');
    expect(stderr).toContain('the preview starts anyway');
  });

  it('says which published posts are dated in the future, and builds them', async () => {
    const root = await copyOf('site');
    const file = path.join(root, 'posts', 'older-post.md');
    await writeFile(file, (await readFile(file, 'utf8')).replace(/^date: .*$/m, 'date: 2999-01-01'));
    const { stdout, stderr } = await run(tsx, [cli, '--no-images'], { cwd: root });
    expect(stdout).toContain('content: 2 posts');
    expect(stderr).toContain('dated in the future but published by this build: posts/older-post.md (2999-01-01)');
  });

  it('includes drafts with --drafts', async () => {
    const root = await copyOf('site');
    const { stdout } = await run(tsx, [cli, '--drafts'], { cwd: root });
    expect(stdout).toContain('3 posts');
  });
});
