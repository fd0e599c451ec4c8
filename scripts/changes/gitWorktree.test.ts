import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { addWorktree, commitOf, sameDependencies } from './gitWorktree.ts';
import { removeTestSites, writeTestSite } from './testSites.ts';

afterEach(removeTestSites);

/** A repository with one commit of a lockfile and a page. */
async function repository(): Promise<{ repo: string; commit: string }> {
  const repo = await writeTestSite({ 'package-lock.json': '{"lockfileVersion":3}', 'index.html': 'first' });
  const git = (...args: string[]) => execFileSync('git', args, { cwd: repo, encoding: 'utf8' }).trim();
  git('init', '--quiet');
  git('add', '.');
  git('-c', 'user.name=Test', '-c', 'user.email=test@example.com', 'commit', '--quiet', '-m', 'first');
  return { repo, commit: git('rev-parse', 'HEAD') };
}

describe('commitOf', () => {
  it('gives the commit of a ref, and says what --base takes when the ref names none', async () => {
    const { repo, commit } = await repository();
    expect(await commitOf(repo, 'HEAD')).toBe(commit);
    await expect(commitOf(repo, 'no-such-branch')).rejects.toThrow("--base no-such-branch is neither a built site's folder nor a git ref");
  });
});

describe('addWorktree', () => {
  it('checks the commit out elsewhere, leaves the working tree as it is, and removes the checkout', async () => {
    const { repo, commit } = await repository();
    writeFileSync(path.join(repo, 'index.html'), 'edited');
    const worktree = await addWorktree(repo, commit);
    expect(readFileSync(path.join(worktree.root, 'index.html'), 'utf8')).toBe('first');
    expect(readFileSync(path.join(repo, 'index.html'), 'utf8')).toBe('edited');
    await worktree.remove();
    expect(existsSync(worktree.root)).toBe(false);
  });
});

describe('sameDependencies', () => {
  it('holds while the lockfile and patches match the commit, and not once the lockfile changed', async () => {
    const { repo, commit } = await repository();
    writeFileSync(path.join(repo, 'index.html'), 'edited');
    expect(await sameDependencies(repo, commit)).toBe(true);
    writeFileSync(path.join(repo, 'package-lock.json'), '{"lockfileVersion":3,"packages":{}}');
    expect(await sameDependencies(repo, commit)).toBe(false);
  });
});
