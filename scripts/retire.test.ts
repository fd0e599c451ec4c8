import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { deleteLeftovers, retire } from './retire.ts';

let parent: string;
afterEach(() => rm(parent, { recursive: true, force: true }));

async function siteIn(folder: string) {
  await mkdir(path.join(folder, 'blog', 'a-post'), { recursive: true });
  await writeFile(path.join(folder, 'index.html'), '<!doctype html>');
  await writeFile(path.join(folder, 'blog', 'a-post', 'index.html'), '<!doctype html>');
}

/** Waits until nothing in `parent` but the `kept` names is left, or fails after a few seconds. */
async function onlyLeft(kept: string[]) {
  for (let attempt = 0; attempt < 100; attempt++) {
    if ((await readdir(parent)).sort().join() === kept.join()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  expect((await readdir(parent)).sort()).toEqual(kept);
}

describe('retire', () => {
  it('moves the folder aside at once and has it deleted after', async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'itah-retire-'));
    const dist = path.join(parent, 'dist');
    await siteIn(dist);
    await retire(dist);
    expect(existsSync(dist)).toBe(false);
    await onlyLeft([]);
  });

  it('does nothing when there is no folder yet (a first build)', async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'itah-retire-'));
    await retire(path.join(parent, 'dist'));
    expect(await readdir(parent)).toEqual([]);
  });

  it('finishes deleting what an earlier build retired, and only that', async () => {
    parent = await mkdtemp(path.join(tmpdir(), 'itah-retire-'));
    await siteIn(path.join(parent, '.dist-retired-1-1'));
    await siteIn(path.join(parent, '.docs-retired-1-1'));
    await siteIn(path.join(parent, 'dist'));
    await deleteLeftovers(path.join(parent, 'dist'));
    await onlyLeft(['.docs-retired-1-1', 'dist']);
  });
});
