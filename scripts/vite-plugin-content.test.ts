import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bodyFile, dataFile, GENERATED_DIR } from '../src/content/generatedFiles.ts';
import { REBUILD_DELAY_MS, serialRebuilds, showsAfterReload } from './vite-plugin-content.ts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

/** A rebuild the test finishes by hand, recording what each run was for. */
function manualRebuild() {
  const runs: { target: string; finish: () => void }[] = [];
  const rebuild = (target: string) => new Promise<void>((finish) => runs.push({ target, finish }));
  return { runs, rebuild };
}

describe('serialRebuilds', () => {
  it('rebuilds once after a burst of changes has settled, such as an editor emptying a file and writing it', async () => {
    const { runs, rebuild } = manualRebuild();
    const rebuilds = serialRebuilds(rebuild);
    rebuilds.request('emptied');
    await vi.advanceTimersByTimeAsync(20);
    rebuilds.request('written');
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS - 1);
    expect(runs).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(runs.map((run) => run.target)).toEqual(['written']);
  });

  it('runs one at a time, and once more after a run during which a change came, for the latest change', async () => {
    const { runs, rebuild } = manualRebuild();
    const rebuilds = serialRebuilds(rebuild);
    rebuilds.request('first');
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS);
    rebuilds.request('second');
    rebuilds.request('third');
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 5);
    expect(runs.map((run) => run.target)).toEqual(['first']);
    runs[0]!.finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(runs.map((run) => run.target)).toEqual(['first', 'third']);
    runs[1]!.finish();
    await vi.advanceTimersByTimeAsync(REBUILD_DELAY_MS * 5);
    expect(runs).toHaveLength(2);
  });
});

describe('showsAfterReload', () => {
  it('asks for a reload for a changed body or page data, which are files, and not for the index, a module', () => {
    const root = path.resolve('/site');
    const generated = path.join(root, GENERATED_DIR);
    expect(showsAfterReload(root, bodyFile(generated, 'blog', 'my-post'))).toBe(true);
    expect(showsAfterReload(root, dataFile(generated, 'post/my-post'))).toBe(true);
    expect(showsAfterReload(root, path.join(generated, 'posts.json'))).toBe(false);
  });
});
