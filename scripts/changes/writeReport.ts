/** The report's files: screenshots, changes.json, index.html and summary.md in the report folder. */
import { mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Changes, PageScreenshots } from './changesJson.ts';
import { reportHtml } from './reportHtml.ts';
import type { PagePictures } from './screenshotPages.ts';
import { summaryMarkdown } from './summaryMarkdown.ts';

const SCREENSHOTS = 'screenshots';
const REPORT_FILES = ['changes.json', 'index.html', 'summary.md', SCREENSHOTS];

/** `/` → `home`, `/blog/a-post` → `blog_a-post`: one flat folder of screenshots. */
export const screenshotName = (route: string) => (route === '/' ? 'home' : route.slice(1).replaceAll('/', '_'));

/** Empties the folder of an earlier report's files, and only those: `--out` may name a folder with others. */
export async function clearReport(out: string): Promise<void> {
  await Promise.all(REPORT_FILES.map((file) => rm(path.join(out, file), { recursive: true, force: true })));
  await mkdir(path.join(out, SCREENSHOTS), { recursive: true });
}

/** Writes a page's screenshots and gives their paths, relative to the report. */
export async function writeScreenshots(out: string, route: string, pictures: PagePictures): Promise<PageScreenshots> {
  const written: Partial<PageScreenshots> = {};
  for (const [width, { before, after, diff, regions }] of Object.entries(pictures)) {
    const files = { before, after, diff };
    const paths = Object.fromEntries(
      Object.keys(files).map((kind) => [kind, `${SCREENSHOTS}/${screenshotName(route)}-${width}-${kind}.png`]),
    );
    await Promise.all(Object.entries(files).map(([kind, png]) => writeFile(path.join(out, paths[kind]!), png)));
    written[width as keyof PageScreenshots] = { before: paths.before!, after: paths.after!, diff: paths.diff!, regions };
  }
  return written as PageScreenshots;
}

export async function writeReport(out: string, changes: Changes): Promise<void> {
  await writeFile(path.join(out, 'changes.json'), `${JSON.stringify(changes, null, 2)}\n`);
  await writeFile(path.join(out, 'index.html'), reportHtml(changes));
  await writeFile(path.join(out, 'summary.md'), summaryMarkdown(changes));
}
