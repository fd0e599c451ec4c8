import { describe, expect, it } from 'vitest';
import { mapInWorkers, runJobs } from './pool.ts';

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

  it('also does jobs on this thread when given the handler, in place of one worker', async () => {
    const jobs = Array.from({ length: 50 }, (_, index) => index);
    const here: number[] = [];
    const handleHere = (value: number) => {
      here.push(value);
      return value * value;
    };
    const results = await mapInWorkers<number, number>(SQUARE, jobs, { threads: 2, minJobsPerThread: 10, handleHere });
    expect(results).toEqual(jobs.map((value) => value * value));
    expect(here.length).toBeGreaterThan(0);
    expect(here.length).toBeLessThan(jobs.length);
  });

  it('returns nothing for no jobs', async () => {
    expect(await mapInWorkers(SQUARE, [])).toEqual([]);
  });
});

describe('runJobs on this thread', () => {
  const unused = new URL('./__fixtures__/square.ts', import.meta.url);
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

  it('overlaps the jobs’ waiting, a few at a time, and keeps the results in the order of the jobs', async () => {
    let inFlight = 0;
    let mostInFlight = 0;
    const handle = async (value: number) => {
      mostInFlight = Math.max(mostInFlight, ++inFlight);
      await sleep(value % 3 === 0 ? 15 : 1); // later jobs often finish first
      inFlight -= 1;
      return value * 2;
    };
    const jobs = Array.from({ length: 12 }, (_, index) => index);
    expect(await runJobs(jobs, { handle, worker: unused }, { threads: 1 })).toEqual(jobs.map((value) => value * 2));
    expect(mostInFlight).toBeGreaterThan(1);
    expect(mostInFlight).toBeLessThanOrEqual(3);
  });

  it('fails with the first error and starts no job after it', async () => {
    const started: number[] = [];
    const handle = async (value: number) => {
      started.push(value);
      await sleep(1);
      if (value === 4) throw new Error('job 4 failed');
      return value;
    };
    const jobs = Array.from({ length: 20 }, (_, index) => index);
    await expect(runJobs(jobs, { handle, worker: unused }, { threads: 1 })).rejects.toThrow('job 4 failed');
    await sleep(20);
    expect(Math.max(...started)).toBeLessThan(4 + 3);
  });
});
