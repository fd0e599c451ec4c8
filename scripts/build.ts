/**
 * `npm run build`: content index and images, then the pre-rendered site. The site is written to
 * a fresh folder and swapped in for dist/ only when every step succeeded, so a failed build
 * never leaves a half-written dist/ in place of a good one.
 */
import './load-env.ts';
import { spawn } from 'node:child_process';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';

const root = process.cwd();
const target = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const staging = `${target}.next`;
const previous = `${target}.previous`;

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(command)} ${args.join(' ')} exited with ${code}`)),
    );
  });
}

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

try {
  await rm(staging, { recursive: true, force: true });
  await run(bin('tsx'), ['scripts/build-content.ts']);
  await run(bin('vite-react-ssg'), ['build'], { OUT_DIR: staging });
  await rm(previous, { recursive: true, force: true });
  await rename(target, previous).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staging, target);
  await rm(previous, { recursive: true, force: true });
  console.log(`build: site written to ${path.relative(root, target) || '.'}/`);
} catch (error) {
  await rm(staging, { recursive: true, force: true });
  console.error(`build failed; ${path.relative(root, target)}/ was left as it was.\n${(error as Error).message}`);
  process.exitCode = 1;
}
