/**
 * `npm run build`: two processes side by side. The content step (build-content.ts) writes the
 * index, then draws the article images; the pre-renderer (vite-react-ssg) starts with it, bundles
 * the app as soon as the few files the bundles import are written, while the posts' Markdown
 * renders, and renders the pages once the whole index is written (contentGate.ts), beside the
 * images, which need only the index. The site is written to a fresh folder and swapped in for
 * dist/ only when every step succeeded, so a failed build never leaves a half-written dist/ in
 * place of a good one.
 */
import './load-env.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from 'vite';
import { EMAIL_VARIABLES, type EmailSettingKey } from '../src/config/emailVariables.ts';
import { emailSettingsWarning } from '../src/lib/forms/emailSettings.ts';
import { AWAIT_CONTENT_ENV, REPORT_CONTENT_ENV } from './contentGate.ts';
import { deleteLeftovers, retire } from './retire.ts';

const root = process.cwd();
const target = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const staging = `${target}.next`;
const images = `${target}.images`;
/** The steps still running, and when each has ended. */
const running = new Map<ChildProcess, Promise<unknown>>();

/** Starts a step; with `ipc`, a channel to it is opened as well (for contentGate.ts). */
function start(command: string, args: string[], env: NodeJS.ProcessEnv = {}, { ipc = false } = {}) {
  const child = spawn(command, args, {
    stdio: ['inherit', 'inherit', 'inherit', ...(ipc ? ['ipc' as const] : [])],
    env: { ...process.env, ...env },
  });
  const ended = new Promise<void>((resolve, reject) => {
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      running.delete(child);
      if (code === 0) resolve();
      else reject(new Error(`${path.basename(command)} ${args.join(' ')} ${signal ? `was stopped (${signal})` : `exited with ${code}`}`));
    });
  });
  running.set(
    child,
    ended.catch(() => undefined),
  );
  return { child, ended };
}

/**
 * The e-mail settings the browser bundle was built with: Vite reads them from the environment and
 * from .env, .env.local, .env.production and .env.production.local, not only the .env this
 * process loaded.
 */
function browserEmailSettings() {
  const env = loadEnv('production', root, 'VITE_EMAILJS_');
  const settings = Object.entries(EMAIL_VARIABLES).map(([key, variable]) => [key, env[variable] ?? '']);
  return Object.fromEntries(settings) as Record<EmailSettingKey, string>;
}

const bin = (name: string) => path.join(root, 'node_modules', '.bin', name);

try {
  await deleteLeftovers(target);
  await Promise.all([staging, images].map((folder) => rm(folder, { recursive: true, force: true })));
  // NODE_ENV is what makes React load its production build in the pre-renderer: without it every
  // page is rendered by React's development build, with its checks, at several times the cost.
  const preRenderer = start(
    bin('vite-react-ssg'),
    ['build'],
    { OUT_DIR: staging, NODE_ENV: 'production', [AWAIT_CONTENT_ENV]: '1' },
    { ipc: true },
  );
  // The content step goes on to draw the article images once the index is written, beside the
  // pre-renderer, which renders pages from then on. What it reports is passed on as it is; if the
  // pre-renderer has already stopped, the channel is closed and its exit says why, below.
  // Node with tsx's loader rather than the tsx command, which starts a second Node to run it.
  const content = start(
    process.execPath,
    ['--import', 'tsx', 'scripts/build-content.ts', '--images-to', images],
    { [REPORT_CONTENT_ENV]: '1' },
    { ipc: true },
  );
  content.child.on('message', (message) => preRenderer.child.send(message as string, () => undefined));
  await Promise.all([content.ended, preRenderer.ended]);
  // Vite copied public/ into the site: in a checkout where a dev session wrote images into
  // public/generated/ (before they moved out of it), that folder came along.
  await rm(path.join(staging, 'generated'), { recursive: true, force: true });
  await rename(path.join(images, 'generated'), path.join(staging, 'generated'));
  await rm(images, { recursive: true, force: true });
  // The old site is moved aside and deleted after this process has exited (retire.ts).
  await retire(target);
  await rename(staging, target);
  console.log(`build: site written to ${path.relative(root, target) || '.'}/`);
  const emailWarning = emailSettingsWarning(browserEmailSettings());
  if (emailWarning) console.warn(`build: ${emailWarning}`);
} catch (error) {
  // One side failed: stop the other rather than let it finish work nobody will use, and wait
  // until it has, so that nothing writes into the folders removed next.
  const stopping = [...running.values()];
  running.forEach((_, child) => child.kill());
  await Promise.all(stopping);
  await Promise.all([staging, images].map((folder) => rm(folder, { recursive: true, force: true })));
  console.error(`build failed; ${path.relative(root, target)}/ was left as it was.\n${(error as Error).message}`);
  process.exitCode = 1;
}
