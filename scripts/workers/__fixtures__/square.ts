/** A pool worker for pool.test.ts: squares numbers, and fails on negative ones. */
import { serveJobs } from '../serve.ts';

serveJobs<number, number>((value) => {
  if (value < 0) throw new Error(`cannot square ${value}`);
  return value * value;
});
