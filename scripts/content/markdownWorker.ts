/** A pool thread of renderBodies.ts: renders each Markdown body it is sent. */
import { serveJobs } from '../workers/serve.ts';
import { renderBody } from './renderBodies.ts';

serveJobs(renderBody);
