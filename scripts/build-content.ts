/**
 * `npm run content [-- --drafts] [--no-images | --images-to <folder>] [--problems-allowed]`: validates posts/, legal/
 * and portfolio/, writes the typed index to src/content/generated/ and the article images where
 * the dev server serves them (devImagesDir; none with --no-images; into <folder>/generated/ with
 * --images-to, once the index is written, as `npm run build` runs it). Exits 1 listing every
 * problem when any file is bad; with --problems-allowed (`npm run dev`) it lists them and exits 0,
 * so the preview still starts and shows them in the browser until they are fixed.
 */
import './load-env.ts';
import { availableParallelism } from 'node:os';
import { basePathFromEnv } from './basePath.ts';
import { stringOption } from './cliOptions.ts';
import { BUNDLE_DATA_READY, CONTENT_READY, REPORT_CONTENT_ENV } from './contentGate.ts';
import { runContentPipeline } from './content/pipeline.ts';
import { ContentError } from './content/problems.ts';
import { GENERATED_DIR } from '../src/content/generatedFiles.ts';
import { generateArticleImages } from './images/generate.ts';

const root = process.cwd();
const includeDrafts = process.argv.includes('--drafts');
const problemsAllowed = process.argv.includes('--problems-allowed');
const imagesTo = stringOption('images-to');
if (imagesTo === '') throw new Error('--images-to takes a folder');
const images = !process.argv.includes('--no-images') && imagesTo === undefined;
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** The latest date it is anywhere on Earth (UTC+14): a post dated later is dated in the future for every reader. */
const latestToday = () => new Date(Date.now() + 14 * 3_600_000).toISOString().slice(0, 10);

/** Under `npm run build`, the build hears when the bundled files and then the whole index are written. */
const reporting = process.env[REPORT_CONTENT_ENV] === '1' && process.send !== undefined;
const report = (message: string) => new Promise<void>((resolve) => (reporting ? process.send!(message, () => resolve()) : resolve()));

try {
  const { index } = await runContentPipeline({
    root,
    includeDrafts,
    images,
    keepGoing: problemsAllowed,
    basePath: basePathFromEnv(),
    onBundleDataWritten: reporting ? () => void report(BUNDLE_DATA_READY) : undefined,
  });
  console.log(
    `content: ${count(index.posts.length, 'post')}, ${index.cases.length === 1 ? '1 case study' : `${index.cases.length} case studies`}, ${count(index.legal.length, 'legal page')} → ${GENERATED_DIR}` +
      (includeDrafts ? ' (drafts included)' : ''),
  );
  // The site is static: a post dated ahead goes live with this build all the same.
  const ahead = index.posts.filter((post) => !post.draft && post.date > latestToday());
  if (ahead.length > 0) {
    console.warn(
      `content: dated in the future but published by this build: ${ahead.map((post) => `posts/${post.slug}.md (${post.date})`).join(', ')}. To publish on the day, keep draft: true until then.`,
    );
  }
  await report(CONTENT_READY);
  if (reporting) process.disconnect();
  if (imagesTo !== undefined) {
    // One core is left to the pre-renderer running beside this: on two cores, a second image
    // thread made the build no faster and cost 10 % more CPU.
    await generateArticleImages(index.posts, { root, outDir: imagesTo, threads: Math.max(1, availableParallelism() - 1) });
    console.log(`images: heroes and social cards of ${index.posts.length} posts`);
  }
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  if (problemsAllowed) console.error('content: the preview starts anyway and shows these problems until they are fixed.');
  else process.exitCode = 1;
}
