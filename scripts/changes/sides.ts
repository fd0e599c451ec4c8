/**
 * The two built sites to compare, from what the options name: a folder already built is used as
 * it is; a git ref is built in a temporary worktree; no head means the working tree, built.
 */
import { spawn } from 'node:child_process';
import { copyFile, stat, symlink } from 'node:fs/promises';
import path from 'node:path';
import { addWorktree, commitOf, sameDependencies } from './gitWorktree.ts';
import type { BuiltSide } from './reportChanges.ts';

/** The settings Vite and the build read from files, which git does not hold: both sides are built with the same. */
const LOCAL_SETTINGS = ['.env', '.env.local', '.env.production', '.env.production.local'];

const isFolder = (folder: string) =>
  stat(folder).then(
    (info) => info.isDirectory(),
    () => false,
  );

/** Runs a command in a folder, its output shown, and fails as the command does. */
function runIn(folder: string, command: string, args: string[], env: Record<string, string> = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: folder, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed in ${folder} (exit ${code})`)),
    );
  });
}

/** Builds the project in `folder` into `outDir`, with the environment this command runs in. */
const buildSite = (folder: string, outDir: string) => runIn(folder, 'npm', ['run', '--silent', 'build'], { OUT_DIR: outDir });

/** The base: a built folder, or a git ref built in a worktree that reuses node_modules when the dependencies match. */
export async function baseSide(spec: string, repo: string, scratch: string): Promise<BuiltSide> {
  if (await isFolder(spec)) return { label: spec, dist: spec };
  const commit = await commitOf(repo, spec);
  const worktree = await addWorktree(repo, commit);
  try {
    if (await sameDependencies(repo, commit))
      await symlink(path.join(repo, 'node_modules'), path.join(worktree.root, 'node_modules'), 'dir');
    else await runIn(worktree.root, 'npm', ['ci']);
    for (const file of LOCAL_SETTINGS) {
      await copyFile(path.join(repo, file), path.join(worktree.root, file)).catch(() => undefined);
    }
    const dist = path.join(scratch, 'base');
    console.log(`changes: building ${spec} (${commit.slice(0, 10)})`);
    await buildSite(worktree.root, dist);
    return { label: `${spec} (${commit.slice(0, 10)})`, dist };
  } finally {
    await worktree.remove();
  }
}

/** The head: a built folder, or the working tree built. */
export async function headSide(spec: string | undefined, repo: string, scratch: string): Promise<BuiltSide> {
  if (spec !== undefined) {
    if (!(await isFolder(spec))) throw new Error(`--head ${spec} is not a folder: it takes a built site's folder`);
    return { label: spec, dist: spec };
  }
  const dist = path.join(scratch, 'head');
  console.log('changes: building the working tree');
  await buildSite(repo, dist);
  return { label: 'working tree', dist };
}
