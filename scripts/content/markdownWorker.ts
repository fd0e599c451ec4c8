/** A pool thread of renderBodies.ts: renders each Markdown body it is sent. */
import { serveJobs } from '../workers/serve.ts';
import { renderMarkdown, type RenderedBody } from './markdown.ts';
import type { BodyJob } from './renderBodies.ts';

serveJobs<BodyJob, RenderedBody>(({ body, options }) => renderMarkdown(body, options));
