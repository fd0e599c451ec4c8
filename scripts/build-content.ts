/**
 * `npm run content [-- --drafts] [--no-images]`: validates posts/, legal/ and portfolio/, writes
 * the typed index to src/content/generated/ and the article images to public/generated/ (not
 * with --no-images). Exits 1 listing every problem when any file is bad.
 */
import './load-env.ts';
import { basePathFromEnv } from './basePath.ts';
import { BUNDLE_DATA_READY, REPORT_BUNDLE_DATA_ENV } from './contentGate.ts';
import { runContentPipeline } from './content/pipeline.ts';
import { ContentError } from './content/problems.ts';
import { GENERATED_DIR } from './content/write.ts';

const includeDrafts = process.argv.includes('--drafts');
const images = !process.argv.includes('--no-images');
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/** Under `npm run build`, the pre-renderer starts bundling once these files are written. */
const reportBundleData =
  process.env[REPORT_BUNDLE_DATA_ENV] === '1' && process.send
    ? () => process.send!(BUNDLE_DATA_READY, () => process.disconnect())
    : undefined;

try {
  const { index } = await runContentPipeline({
    root: process.cwd(),
    includeDrafts,
    images,
    basePath: basePathFromEnv(),
    onBundleDataWritten: reportBundleData,
  });
  console.log(
    `content: ${count(index.posts.length, 'post')}, ${index.cases.length === 1 ? '1 case study' : `${index.cases.length} case studies`}, ${count(index.legal.length, 'legal page')} → ${GENERATED_DIR}` +
      (includeDrafts ? ' (drafts included)' : ''),
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
