import { readFileSync } from 'node:fs';
import { readdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace, type Workspace } from '../../scripts/workspace.ts';

let workspace: Workspace;
const listing = async () => (await readdir(path.join(workspace.root, 'dist'), { recursive: true })).sort();

beforeAll(async () => {
  workspace = await createWorkspace();
  await workspace.build();
}, 300_000);

afterAll(() => workspace?.dispose());

describe('a failed build', () => {
  it('reports the bad post and leaves the last good dist/ exactly as it was', async () => {
    const before = await listing();
    const home = readFileSync(path.join(workspace.root, 'dist', 'index.html'), 'utf8');
    await writeFile(path.join(workspace.root, 'posts', 'broken.md'), '---\ntitle: "Broken"\ndate: 2024-02-30\n---\n\nBody.\n');
    const failure = await workspace.build().then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(failure?.stderr).toContain('posts/broken.md: date: must be a real date written as YYYY-MM-DD, e.g. 2024-07-12 (line 3)');
    expect(failure?.stderr).toContain('dist/ was left as it was');
    expect(await listing()).toEqual(before);
    expect(readFileSync(path.join(workspace.root, 'dist', 'index.html'), 'utf8')).toBe(home);
  });

  it('leaves dist/ as it was and no half-built folder behind when pre-rendering fails', async () => {
    await rm(path.join(workspace.root, 'posts', 'broken.md'), { force: true });
    const before = await listing();
    const page = path.join(workspace.root, 'src', 'components', 'blog', 'Pager.tsx');
    const source = readFileSync(page, 'utf8');
    await writeFile(page, `${source}\nexport const broken = ;\n`);
    try {
      const failure = await workspace.build().then(
        () => undefined,
        (error: { code: number; stderr: string }) => error,
      );
      expect(failure?.code).toBe(1);
      expect(failure?.stderr).toContain('Pager.tsx');
      expect(failure?.stderr).toContain('dist/ was left as it was');
      expect(await listing()).toEqual(before);
      expect((await readdir(workspace.root)).filter((name) => name.startsWith('dist'))).toEqual(['dist']);
    } finally {
      await writeFile(page, source);
    }
  });

  it('also leaves dist/ alone when the base path setting is invalid', async () => {
    const before = await listing();
    const failure = await workspace.build({ BASE_PATH: '/bad path<script>/' }).then(
      () => undefined,
      (error: { code: number }) => error,
    );
    expect(failure?.code).toBe(1);
    expect(await listing()).toEqual(before);
  });
});
