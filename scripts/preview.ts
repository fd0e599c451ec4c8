/** `npm run preview [-- --port 4173]`: serves dist/ as a static host would, 404 page included. */
import { basePathOfBuiltSite } from './basePath.ts';
import { readOptions, wholeNumber } from './cliOptions.ts';
import { startStaticServer } from './static-server.ts';

const port = wholeNumber(readOptions({ port: { type: 'string' } }).values.port, 'port', 4173, { min: 1 });
const basePath = basePathOfBuiltSite('dist');
await startStaticServer({ root: 'dist', port, basePath });
console.log(`Serving dist/ at http://127.0.0.1:${port}${basePath}`);
