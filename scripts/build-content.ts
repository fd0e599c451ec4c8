/**
 * `npm run content [-- --drafts] [--no-images]`: validates posts/, legal/ and portfolio/, writes
 * the typed index to src/content/generated/ and the article images to public/generated/ (not
 * with --no-images). Exits 1 listing every problem when any file is bad.
 */
import './load-env.ts';
import { basePathFromEnv } from './basePath.ts';
import { runContentPipeline } from './content/pipeline.ts';
import { ContentError } from './content/problems.ts';
import { GENERATED_DIR } from './content/write.ts';

const includeDrafts = process.argv.includes('--drafts');
const images = !process.argv.includes('--no-images');
const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

try {
  const { index } = await runContentPipeline({ root: process.cwd(), includeDrafts, images, basePath: basePathFromEnv() });
  console.log(
    `content: ${count(index.posts.length, 'post')}, ${index.cases.length === 1 ? '1 case study' : `${index.cases.length} case studies`}, ${count(index.legal.length, 'legal page')} → ${GENERATED_DIR}` +
      (includeDrafts ? ' (drafts included)' : ''),
  );
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
