/**
 * A throwaway copy of the project for tests and benchmarks that build the site with other
 * content or settings: sources are copied, node_modules is linked, so the real working tree is
 * never touched.
 */
import { execFile } from 'node:child_process';
import { cp, mkdtemp, rm, symlink } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GENERATED_DIR } from '../src/content/generatedFiles.ts';

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '..');
/** What a build makes or the machine keeps, relative to the project. public/generated/ is git-ignored: dev images of older checkouts. */
const SKIPPED = ['node_modules', 'dist', '.git', 'reports', '.vite-react-ssg-temp', GENERATED_DIR, path.join('public', 'generated')];

export interface Workspace {
  root: string;
  /** Runs the real build (content, images, pages, postbuild) with extra environment variables. */
  build(env?: Record<string, string>): Promise<{ stdout: string; stderr: string }>;
  dispose(): Promise<void>;
}

export async function createWorkspace(): Promise<Workspace> {
  const root = await mkdtemp(path.join(tmpdir(), 'itah-site-'));
  await cp(ROOT, root, {
    recursive: true,
    filter: (source) => {
      const relative = path.relative(ROOT, source);
      return !SKIPPED.some((skipped) => relative === skipped || relative.startsWith(skipped + path.sep));
    },
  });
  await symlink(path.join(ROOT, 'node_modules'), path.join(root, 'node_modules'), 'dir');
  return {
    root,
    build: (env = {}) =>
      run('npm', ['run', '--silent', 'build'], { cwd: root, env: { ...process.env, ...env }, maxBuffer: 64 * 1024 * 1024 }),
    // Retries: a file written as the copy is removed (a watcher's last write) fails one pass with ENOTEMPTY.
    dispose: () => rm(root, { recursive: true, force: true, maxRetries: 3 }),
  };
}
