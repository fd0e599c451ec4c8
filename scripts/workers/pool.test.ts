import { describe, expect, it } from 'vitest';
import { mapInWorkers } from './pool.ts';

const SQUARE = new URL('./__fixtures__/square.ts', import.meta.url);

describe('mapInWorkers', () => {
  it('runs every job on worker threads and returns the results in the order of the jobs', async () => {
    const jobs = Array.from({ length: 50 }, (_, index) => index);
    const results = await mapInWorkers<number, number>(SQUARE, jobs, { threads: 2, minJobsPerThread: 10 });
    expect(results).toEqual(jobs.map((value) => value * value));
  });

  it('fails with the error a job threw, where it was thrown', async () => {
    await expect(mapInWorkers<number, number>(SQUARE, [1, 2, -3, 4], { threads: 2, minJobsPerThread: 1 })).rejects.toThrow(
      /cannot square -3[\s\S]*square\.ts/,
    );
  });

  it('returns nothing for no jobs', async () => {
    expect(await mapInWorkers(SQUARE, [])).toEqual([]);
  });
});
