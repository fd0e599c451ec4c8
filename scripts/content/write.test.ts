import { cp, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { buildContent } from './build.ts';
import { GENERATED_DIR } from '../../src/content/generatedFiles.ts';
import { writeContentIndex } from './write.ts';

const fixtureSite = path.join(import.meta.dirname, '__fixtures__', 'site');
let root: string | undefined;
afterEach(() => root && rm(root, { recursive: true, force: true }));

async function generatedFiles(site: string): Promise<string[]> {
  const generated = path.join(site, GENERATED_DIR);
  const entries = await readdir(generated, { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.relative(generated, path.join(entry.parentPath, entry.name)));
}

describe('writeContentIndex', () => {
  it('leaves no body or page data of a draft the dev server wrote, or of a deleted post, for a build to copy', async () => {
    root = await mkdtemp(path.join(tmpdir(), 'itah-write-'));
    await cp(fixtureSite, root, { recursive: true });
    const withDrafts = await buildContent({ root, includeDrafts: true, basePath: '/' });
    const drafts = withDrafts.posts.filter((post) => post.draft).map((post) => post.slug);
    expect(drafts.length).toBeGreaterThan(0);
    await writeContentIndex(root, withDrafts);
    const draftFiles = (await generatedFiles(root)).filter((file) => drafts.some((slug) => file.includes(slug)));
    expect(draftFiles.length).toBeGreaterThanOrEqual(2);

    await rm(path.join(root, 'posts', 'valid-post.md'));
    await writeContentIndex(root, await buildContent({ root, includeDrafts: false, basePath: '/' }));
    const left = await generatedFiles(root);
    expect(left.filter((file) => [...drafts, 'valid-post'].some((slug) => file.includes(slug)))).toEqual([]);
    expect(left).toContain(path.join('site', 'content', 'data', 'posts', 'older-post.json'));
    expect(left).toContain(path.join('site', 'content', 'posts', 'older-post.json'));
  });
});
