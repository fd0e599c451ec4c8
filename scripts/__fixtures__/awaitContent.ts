/** Waits as vite.config.ts does under `npm run build`, then says so (contentGate.test.ts). */
import { contentReady } from '../contentGate.ts';

console.log('waiting');
await contentReady();
console.log('content ready');
