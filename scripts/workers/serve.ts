/** The worker side of pool.ts: handles each job it is sent and sends back the result or the error. */
import { parentPort } from 'node:worker_threads';

export function serveJobs<Job, Result>(handle: (job: Job) => Result | Promise<Result>): void {
  if (!parentPort) throw new Error('serveJobs runs in a worker thread started by mapInWorkers');
  const port = parentPort;
  port.on('message', ({ index, job }: { index: number; job: Job }) => {
    Promise.resolve()
      .then(() => handle(job))
      .then(
        (result) => port.postMessage({ index, result }),
        (error: Error) => port.postMessage({ index, error: error.stack ?? String(error) }),
      );
  });
}
