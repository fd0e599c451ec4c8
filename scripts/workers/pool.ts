/**
 * Runs a batch of jobs on worker threads, one a core, each worker taking the next job as soon as
 * it is free; results come back in the order of the jobs. The worker module is a TypeScript file
 * that calls serveJobs (serve.ts). runJobs decides whether a batch is worth the threads.
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

/** Below this many jobs, starting worker threads costs more than it saves (the dev server, tests). */
const WORKER_THRESHOLD = 64;

export interface JobRunner<Job, Result> {
  /** Does one job; the same function the worker module passes to serveJobs. */
  handle: (job: Job) => Result | Promise<Result>;
  /** The worker module, for batches worth threads. */
  worker: URL;
}

/**
 * Jobs in flight at once on this thread. Drawing is synchronous, but a job's end (encoding in
 * sharp's threads, writing and linking files) is not: with a few jobs started, the next one is
 * drawn while the last one is encoded and written, instead of this thread waiting.
 */
const IN_FLIGHT = 3;

/**
 * Runs the jobs on worker threads when there are enough of them and more than one thread is
 * wanted, else on this thread, a few at a time (a single worker would only add its start-up).
 */
export async function runJobs<Job, Result>(
  jobs: Job[],
  { handle, worker }: JobRunner<Job, Result>,
  { threads = availableParallelism() }: Pick<PoolOptions, 'threads'> = {},
): Promise<Result[]> {
  if (jobs.length >= WORKER_THRESHOLD && threads > 1) return mapInWorkers<Job, Result>(worker, jobs, { threads });
  const results: Result[] = new Array(jobs.length);
  let next = 0;
  const lane = async () => {
    while (next < jobs.length) {
      const index = next++;
      try {
        results[index] = await handle(jobs[index]!);
      } catch (error) {
        next = jobs.length; // the batch has failed: the other lanes take no more jobs
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, jobs.length) }, lane));
  return results;
}
