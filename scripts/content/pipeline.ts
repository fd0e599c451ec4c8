/** The whole content step shared by `npm run content` and the dev server: index, images, files. */
import { generateArticleImages } from '../images/generate.ts';
import { buildContent, type ContentBuildOptions, type ContentIndex } from './build.ts';
import { writeContentIndex } from './write.ts';

export async function runContentPipeline(options: ContentBuildOptions): Promise<{ index: ContentIndex; changedFiles: string[] }> {
  const index = await buildContent(options);
  await generateArticleImages(index.posts, { root: options.root });
  const changedFiles = await writeContentIndex(options.root, index);
  return { index, changedFiles };
}
