// The entry of every pool thread (pool.ts): registers tsx, then loads the worker module.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
await import(workerData.script);
