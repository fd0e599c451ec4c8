/**
 * Runs a batch of jobs on worker threads, one a core, each worker taking the next job as soon as
 * it is free; results come back in the order of the jobs. The worker module is a TypeScript file
 * that calls serveJobs (serve.ts).
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface PoolOptions {
  /** At most this many threads; fewer when there are few jobs. */
  threads?: number;
  /** Jobs a thread should have at least to be worth starting (starting one takes ~0.3 s). */
  minJobsPerThread?: number;
}

export async function mapInWorkers<Job, Result>(
  script: URL,
  jobs: Job[],
  { threads = availableParallelism(), minJobsPerThread = 32 }: PoolOptions = {},
): Promise<Result[]> {
  if (jobs.length === 0) return [];
  const results = new Array<Result>(jobs.length);
  let next = 0;
  const threadCount = Math.max(1, Math.min(threads, Math.ceil(jobs.length / minJobsPerThread)));
  const runThread = () =>
    new Promise<void>((resolve, reject) => {
      // Worker threads do not inherit the TypeScript loader of the thread that starts them (tsx,
      // or Vite's config loader): the bootstrap registers tsx, then loads the worker module.
      const worker = new Worker(new URL('./bootstrap.mjs', import.meta.url), { workerData: { script: script.href } });
      const sendNext = () => {
        if (next >= jobs.length) return void worker.terminate().then(() => resolve(), reject);
        const index = next++;
        worker.postMessage({ index, job: jobs[index] });
      };
      worker.on('message', (message: { index: number; result?: Result; error?: string }) => {
        if (message.error !== undefined) {
          next = jobs.length; // the batch has failed: the other threads take no more jobs
          void worker.terminate();
          reject(new Error(message.error));
          return;
        }
        results[message.index] = message.result as Result;
        sendNext();
      });
      worker.on('error', reject);
      sendNext();
    });
  await Promise.all(Array.from({ length: threadCount }, runThread));
  return results;
}
