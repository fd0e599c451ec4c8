/**
 * `npm run build`: the content (every Markdown file checked, rendered and indexed), then
 * vite-react-ssg bundles the app and pre-renders every page, the article images drawn meanwhile
 * (scripts/postbuild/index.ts). The site is built in a fresh folder that takes dist/'s place only
 * if every step succeeded; package.json gives it a 512 MB heap (docs/performance.md, Build).
 */
import './bundlerMemory.ts';
import './load-env.ts';
import { rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { loadEnv } from 'vite';
import { EMAIL_VARIABLES, type EmailSettingKey } from '../src/config/emailVariables.ts';
import { emailSettingsWarning } from '../src/lib/forms/emailSettings.ts';
import { basePathFromEnv } from './basePath.ts';
import { runContentPipeline } from './content/pipeline.ts';
import { ContentError } from './content/problems.ts';
import { reportContent } from './content/report.ts';

const root = process.cwd();
const target = path.resolve(root, process.env.OUT_DIR ?? 'dist');
const staging = `${target}.next`;
const replaced = `${target}.old`;

/**
 * The e-mail settings the browser bundle was built with: Vite reads them from the environment and
 * from .env, .env.local, .env.production and .env.production.local.
 */
function browserEmailSettings() {
  const env = loadEnv('production', root, 'VITE_EMAILJS_');
  const settings = Object.fromEntries(Object.entries(EMAIL_VARIABLES).map(([key, variable]) => [key, env[variable] ?? '']));
  return settings as Record<EmailSettingKey, string>;
}

async function buildSite(): Promise<void> {
  const { index } = await runContentPipeline({ root, includeDrafts: false, images: false, basePath: basePathFromEnv() });
  reportContent(index);
  // React renders with its production build only when NODE_ENV says so; it is read when
  // vite-react-ssg first loads React, below.
  process.env.NODE_ENV = 'production';
  process.env.OUT_DIR = staging;
  const { build } = await import('vite-react-ssg/node');
  await build();
  await rename(target, replaced).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'ENOENT') throw error;
  });
  await rename(staging, target);
}

const leftovers = [staging, replaced];
try {
  await Promise.all(leftovers.map((folder) => rm(folder, { recursive: true, force: true })));
  await buildSite();
  console.log(`build: site written to ${path.relative(root, target) || '.'}/`);
  const emailWarning = emailSettingsWarning(browserEmailSettings());
  if (emailWarning) console.warn(`build: ${emailWarning}`);
} catch (error) {
  console.error(error instanceof ContentError ? error.message : error);
  console.error(`build failed; ${path.relative(root, target)}/ was left as it was.`);
  process.exitCode = 1;
} finally {
  await Promise.all(leftovers.map((folder) => rm(folder, { recursive: true, force: true })));
}
