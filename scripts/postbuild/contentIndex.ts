/** Reads the generated content index from disk for the steps that run after the build. */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { BlogSummary, CaseMeta, ContentKind, LegalMeta, PostMeta } from '../../src/content/types.ts';
import { bodyFile, GENERATED_DIR } from '../../src/content/generatedFiles.ts';

export type BuiltContent = Awaited<ReturnType<typeof readBuiltContent>>;

export async function readBuiltContent(root: string) {
  const directory = path.join(root, GENERATED_DIR);
  const read = async <T>(name: string) => JSON.parse(await readFile(path.join(directory, name), 'utf8')) as T;
  return {
    posts: await read<PostMeta[]>('posts.json'),
    cases: await read<CaseMeta[]>('cases.json'),
    legal: await read<LegalMeta[]>('legal.json'),
    summary: await read<BlogSummary>('summary.json'),
    readBody: async (kind: ContentKind, slug: string) => JSON.parse(await readFile(bodyFile(directory, kind, slug), 'utf8')) as string,
  };
}
