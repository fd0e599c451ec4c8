/**
 * `npm run changes -- --base <git ref | built folder> [--head <built folder>] [--out <folder>]`:
 * what a branch changes on the site, page by page, as changes.json and an index.html to open
 * offline (README: Reviewing a branch).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readOptions, USAGE, type ChangesOptions } from './options.ts';
import { reportChanges } from './reportChanges.ts';
import { baseSide, headSide } from './sides.ts';

let options: ChangesOptions;
try {
  options = readOptions(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\nusage: ${USAGE}`);
  process.exit(2);
}

const repo = process.cwd();
const scratch = await mkdtemp(path.join(tmpdir(), 'itah-changes-'));
try {
  const base = await baseSide(options.base, repo, scratch);
  const head = await headSide(options.head, repo, scratch);
  const started = performance.now();
  const changes = await reportChanges({ base, head, out: options.out, screenshotLimit: options.screenshotLimit });
  console.log(
    `changes: ${changes.changed.length} changed, ${changes.added.length} added, ${changes.removed.length} removed, ` +
      `${changes.notScreenshotted.length} not screenshotted, ${changes.unchanged} unchanged ` +
      `(compared in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  for (const page of changes.changed) console.log(`  changed  ${page.route}`);
  for (const route of changes.added) console.log(`  added    ${route}`);
  for (const route of changes.removed) console.log(`  removed  ${route}`);
  console.log(`changes: report in ${path.join(options.out, 'index.html')}`);
} catch (error) {
  console.error(`changes: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await rm(scratch, { recursive: true, force: true });
}
