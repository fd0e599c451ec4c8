/**
 * `npm run lighthouse [-- --runs 3]`: Lighthouse (mobile settings, Debian's Chromium) on the built
 * site served as a static host would. Prints the four category scores with LCP, CLS and TBT for
 * each page (the median run by performance) and writes the reports to reports/lighthouse/.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from '../tests/browser/chromium.ts';
import { basePathOfBuiltSite } from './basePath.ts';
import { readOptions, wholeNumber } from './cliOptions.ts';
import { startStaticServer } from './static-server.ts';
import { tableRow } from './textTable.ts';

const runs = wholeNumber(readOptions({ runs: { type: 'string' } }).values.runs, 'runs', 3, { min: 1 });
const basePath = basePathOfBuiltSite('dist');
const pages = ['/', '/blog', '/blog/key-strategies-for-securing-cloud-native-apps', '/services/service-cybersecurity', '/contact'];
const outDir = 'reports/lighthouse';
const COLUMNS = [52, 4, 4, 4, 4, 6, 5, 5];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

/** A page's run: its performance score, its row of the table (scores, LCP, CLS, TBT) and its report. */
type Result = { performance: number; figures: string[]; html: string };

const server = await startStaticServer({ root: 'dist', port: 0, basePath });
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_FLAGS });
await mkdir(outDir, { recursive: true });

/**
 * Lighthouse now and then fails to record a page load (NO_NAVSTART, NO_FCP …), returns its report
 * with the scores left empty, and asks to be run again: so it is, and a page that keeps failing
 * stops the script with the reason instead of showing empty scores as zeros.
 */
const ATTEMPTS = 3;

async function audit(url: string): Promise<Result> {
  for (let attempt = 1; ; attempt += 1) {
    const result = await lighthouse(url, { port: chrome.port, output: 'html', logLevel: 'error' });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { categories, audits, runtimeError } = result.lhr;
    if (runtimeError) {
      if (attempt === ATTEMPTS)
        throw new Error(`Lighthouse failed ${ATTEMPTS} times on ${url}: ${runtimeError.code}, ${runtimeError.message}`);
      console.warn(`(${url}: Lighthouse failed with ${runtimeError.code}; running it again)`);
      continue;
    }
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100);
    const value = (id: string) => audits[id]?.numericValue ?? NaN;
    return {
      performance: score('performance'),
      figures: [
        ...CATEGORIES.map((id) => String(score(id))),
        `${(value('largest-contentful-paint') / 1000).toFixed(2)} s`,
        value('cumulative-layout-shift').toFixed(3),
        `${Math.round(value('total-blocking-time'))} ms`,
      ],
      html: String(result.report),
    };
  }
}

try {
  console.log(`Lighthouse ${runs} run${runs === 1 ? '' : 's'} a page, mobile settings, median by performance`);
  console.log(tableRow(COLUMNS, ['page', 'perf', 'a11y', 'best', 'seo', 'LCP', 'CLS', 'TBT']));
  for (const page of pages) {
    const results: Result[] = [];
    for (let run = 0; run < runs; run += 1) results.push(await audit(`${origin}${basePath}${page.slice(1)}`));
    results.sort((a, b) => a.performance - b.performance);
    const median = results[Math.floor(results.length / 2)]!;
    const name = page === '/' ? 'home' : page.slice(1).replace(/\//g, '_');
    await writeFile(path.join(outDir, `${name}.html`), median.html);
    console.log(tableRow(COLUMNS, [page, ...median.figures]));
  }
  console.log(`Reports: ${outDir}/`);
} finally {
  await chrome.kill();
  server.close();
}
