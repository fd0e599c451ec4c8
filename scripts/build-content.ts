/**
 * `npm run content [-- --drafts] [--no-images] [--problems-allowed]`: validates posts/, legal/ and
 * portfolio/, writes the typed index to src/content/generated/ and the article heroes where the
 * dev server serves them (none with --no-images). Exits 1 listing every problem when any file is
 * bad; with --problems-allowed (`npm run dev`) it lists them and exits 0, so the preview still
 * starts and shows them in the browser until they are fixed.
 */
import './load-env.ts';
import { basePathFromEnv } from './basePath.ts';
import { readOptions } from './cliOptions.ts';
import { runContentPipeline } from './content/pipeline.ts';
import { ContentError } from './content/problems.ts';
import { reportContent } from './content/report.ts';

const { values } = readOptions({ drafts: { type: 'boolean' }, 'no-images': { type: 'boolean' }, 'problems-allowed': { type: 'boolean' } });
const includeDrafts = values.drafts ?? false;
const problemsAllowed = values['problems-allowed'] ?? false;
try {
  const { index } = await runContentPipeline({
    root: process.cwd(),
    includeDrafts,
    images: !values['no-images'],
    keepGoing: problemsAllowed,
    basePath: basePathFromEnv(),
  });
  reportContent(index, { includeDrafts });
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  if (problemsAllowed) console.error('content: the preview starts anyway and shows these problems until they are fixed.');
  else process.exitCode = 1;
}
