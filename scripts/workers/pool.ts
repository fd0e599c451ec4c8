/**
 * Runs a batch of jobs on worker threads, one a core, each worker taking the next job as soon as
 * it is free; results come back in the order of the jobs. The worker module is a TypeScript file
 * that calls serveJobs (serve.ts). runJobs decides whether a batch is worth the threads, and
 * puts the calling thread to work as one of them.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

export interface PoolOptions<Job = unknown, Result = unknown> {
  /** At most this many threads; fewer when there are few jobs. */
  threads?: number;
  /** Jobs a thread should have at least to be worth starting (starting one takes ~0.3 s). */
  minJobsPerThread?: number;
  /**
   * Also do jobs on this thread, with this function (the one the worker module serves), taking
   * the place of one worker: it would otherwise only wait, and a worker costs its start-up.
   */
  handleHere?: (job: Job) => Result | Promise<Result>;
}

/** Jobs sent to a worker ahead of its results, so it never waits while this thread is busy. */
const AHEAD = 2;

/** A batch's jobs, handed out one at a time to whichever worker or lane is free. */
function jobQueue(count: number) {
  let next = 0;
  return {
    take: (): number | undefined => (next < count ? next++ : undefined),
    /** The batch has failed: nobody takes more jobs. */
    stop: () => void (next = count),
  };
}

/** Does jobs on this thread until none are left; an error stops the whole batch. */
async function workHere<Job, Result>(
  jobs: Job[],
  results: Result[],
  queue: ReturnType<typeof jobQueue>,
  handle: (job: Job) => Result | Promise<Result>,
  between?: () => Promise<unknown>,
) {
  for (let index = queue.take(); index !== undefined; index = queue.take()) {
    try {
      results[index] = await handle(jobs[index]!);
    } catch (error) {
      queue.stop();
      throw error;
    }
    await between?.();
  }
}

export async function mapInWorkers<Job, Result>(
  script: URL,
  jobs: Job[],
  { threads = availableParallelism(), minJobsPerThread = 32, handleHere }: PoolOptions<Job, Result> = {},
): Promise<Result[]> {
  if (jobs.length === 0) return [];
  const results = new Array<Result>(jobs.length);
  const queue = jobQueue(jobs.length);
  const threadCount = Math.max(1, Math.min(threads, Math.ceil(jobs.length / minJobsPerThread)));
  const workerCount = handleHere ? threadCount - 1 : threadCount;
  // Between two jobs here, the workers' results come in and they are sent more.
  const letWorkersIn = () => new Promise((resolve) => setImmediate(resolve));
  const runThread = () =>
    new Promise<void>((resolve, reject) => {
      // Worker threads do not inherit the TypeScript loader of the thread that starts them (tsx,
      // or Vite's config loader): the bootstrap registers tsx, then loads the worker module.
      const worker = new Worker(new URL('./bootstrap.mjs', import.meta.url), { workerData: { script: script.href } });
      let pending = 0;
      const sendNext = () => {
        const index = queue.take();
        if (index === undefined) {
          if (pending === 0) void worker.terminate().then(() => resolve(), reject);
          return;
        }
        pending += 1;
        worker.postMessage({ index, job: jobs[index] });
      };
      worker.on('message', (message: { index: number; result?: Result; error?: string }) => {
        if (message.error !== undefined) {
          queue.stop();
          void worker.terminate();
          reject(new Error(message.error));
          return;
        }
        results[message.index] = message.result as Result;
        pending -= 1;
        sendNext();
      });
      worker.on('error', reject);
      for (let ahead = 0; ahead < AHEAD; ahead++) sendNext();
    });
  await Promise.all([
    ...Array.from({ length: workerCount }, runThread),
    ...(handleHere ? [workHere(jobs, results, queue, handleHere, letWorkersIn)] : []),
  ]);
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
  if (jobs.length >= WORKER_THRESHOLD && threads > 1) return mapInWorkers<Job, Result>(worker, jobs, { threads, handleHere: handle });
  const results: Result[] = new Array(jobs.length);
  const queue = jobQueue(jobs.length);
  await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, jobs.length) }, () => workHere(jobs, results, queue, handle)));
  return results;
}
