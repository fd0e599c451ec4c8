/** The whole content step shared by `npm run content`, `npm run build` and the dev server: the index and its files, and the dev server's images. */
import { generateArticleImages } from '../images/generate.ts';
import { buildContent, type ContentBuildOptions } from './build.ts';
import type { ContentIndex } from './contentIndex.ts';
import { ContentError } from './problems.ts';
import { writeContentIndex } from './write.ts';

export interface PipelineOptions extends ContentBuildOptions {
  /** Draw the article images where the dev server serves them (the production build draws its own). */
  images?: boolean;
}

export async function runContentPipeline({ images = true, ...options }: PipelineOptions) {
  const write = async (index: ContentIndex) => {
    if (images) await generateArticleImages(index.posts, { root: options.root });
    return writeContentIndex(options.root, index);
  };
  const index = await buildContent(options).catch(async (error: unknown) => {
    // The preview's case (keepGoing): the good files are written, and the problems still reported.
    if (error instanceof ContentError && error.partialIndex) await write(error.partialIndex);
    throw error;
  });
  return { index, changedFiles: await write(index) };
}
