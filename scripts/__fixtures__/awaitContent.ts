/** Waits as vite.config.ts and the server build do under `npm run build`, saying each step (contentGate.test.ts). */
import { bundleDataReady, contentReady } from '../contentGate.ts';

console.log('waiting');
await bundleDataReady();
console.log('bundle data ready');
await contentReady();
console.log('content ready');
