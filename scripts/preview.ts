/** `npm run preview [-- --port 4173]`: serves dist/ as a static host would, 404 page included. */
import { basePathFromEnv } from './basePath.ts';
import { startStaticServer } from './static-server.ts';

const portArgument = process.argv.indexOf('--port');
const port = portArgument > 0 ? Number(process.argv[portArgument + 1]) : 4173;
const basePath = basePathFromEnv();
await startStaticServer({ root: 'dist', port, basePath });
console.log(`Serving dist/ at http://127.0.0.1:${port}${basePath}`);
