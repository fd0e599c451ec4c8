/** A commit checked out beside the working tree, to build the base of a comparison from a git ref. */
import { execFile } from 'node:child_process';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

const git = async (repo: string, ...args: string[]) => (await run('git', args, { cwd: repo })).stdout.trim();

/** The commit a ref names; an error that says what `--base` takes when it names none. */
export async function commitOf(repo: string, ref: string): Promise<string> {
  try {
    return await git(repo, 'rev-parse', '--verify', '--quiet', `${ref}^{commit}`);
  } catch {
    throw new Error(`--base ${ref} is neither a built site's folder nor a git ref of this repository`);
  }
}

export interface Worktree {
  root: string;
  remove(): Promise<void>;
}

/** Checks the commit out in a temporary worktree, detached, so that no branch is taken. */
export async function addWorktree(repo: string, commit: string): Promise<Worktree> {
  const root = await mkdtemp(path.join(tmpdir(), 'itah-changes-base-'));
  await git(repo, 'worktree', 'add', '--detach', root, commit);
  return { root, remove: () => git(repo, 'worktree', 'remove', '--force', root).then(() => undefined) };
}

/**
 * Whether the commit installs what the working tree installed: the same lockfile and the same
 * patches applied on install. Then the working tree's node_modules serves it too.
 */
export async function sameDependencies(repo: string, commit: string): Promise<boolean> {
  try {
    await run('git', ['diff', '--quiet', commit, '--', 'package-lock.json', 'patches'], { cwd: repo });
    return true;
  } catch (error) {
    // git diff --quiet exits with 1 for a difference, and with others for failures, which are passed on.
    if ((error as { code?: number }).code === 1) return false;
    throw error;
  }
}
