/** The whole content step shared by `npm run content` and the dev server: index, images, files. */
import { buildCacheDir } from '../cacheDir.ts';
import { generateArticleImages } from '../images/generate.ts';
import { buildContent, type ContentBuildOptions, type ContentIndex } from './build.ts';
import { ContentError } from './problems.ts';
import { writeBundleData, writeContentIndex } from './write.ts';

export interface PipelineOptions extends ContentBuildOptions {
  /**
   * Make the article images for the dev server (the default). The production build draws them into its
   * staging folder once the index is written instead (build-content.ts --images-to).
   */
  images?: boolean;
  /**
   * Called once the files the app's bundles import are written, before the posts' bodies are
   * rendered (the production build starts bundling then); not called when something is wrong.
   */
  onBundleDataWritten?: () => void;
}

export async function runContentPipeline({
  images = true,
  onBundleDataWritten,
  ...options
}: PipelineOptions): Promise<{ index: ContentIndex; changedFiles: string[] }> {
  const write = async (index: ContentIndex) => {
    if (images) await generateArticleImages(index.posts, { root: options.root });
    return writeContentIndex(options.root, index);
  };
  let index: ContentIndex;
  try {
    index = await buildContent({
      cacheDir: buildCacheDir(options.root, 'content'),
      ...options,
      ...(onBundleDataWritten && {
        onBundleData: async (data) => {
          await writeBundleData(options.root, data);
          onBundleDataWritten();
        },
      }),
    });
  } catch (error) {
    // The preview's case (keepGoing): the good files are written, and the problems still reported.
    if (error instanceof ContentError && error.partialIndex) await write(error.partialIndex);
    throw error;
  }
  return { index, changedFiles: await write(index) };
}
