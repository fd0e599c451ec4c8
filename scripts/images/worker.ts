/** A pool thread of generate.ts: makes the images of each post it is sent. */
import { serveJobs } from '../workers/serve.ts';
import { imagesOf, type ImageJob } from './images.ts';

serveJobs<ImageJob, void>(imagesOf);
