/**
 * `tsx scripts/build-images.ts <folder>`: the article images of the current content index (run
 * `npm run content` first) into <folder>/generated/. The build runs this beside the pre-renderer,
 * so the images take the cores the pre-renderer leaves idle.
 */
import { availableParallelism } from 'node:os';
import { readBuiltContent } from './postbuild/contentIndex.ts';
import { generateArticleImages } from './images/generate.ts';

const outDir = process.argv[2];
if (!outDir) throw new Error('usage: tsx scripts/build-images.ts <folder>');
const { posts } = await readBuiltContent(process.cwd());
// One core is left to the pre-renderer running beside this: on two cores, a second image thread
// made the build no faster and cost 10 % more CPU.
await generateArticleImages(posts, { root: process.cwd(), outDir, threads: Math.max(1, availableParallelism() - 1) });
console.log(`images: heroes and social cards of ${posts.length} posts`);
