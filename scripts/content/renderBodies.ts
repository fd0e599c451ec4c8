/**
 * Renders many Markdown bodies, the content step's main cost (~3 ms for a 600-word post): from
 * the cache when one is given and holds them (bodyCache.ts), else on worker threads when there
 * are enough to repay starting them (a large blog), else here (runJobs).
 */
import { runJobs } from '../workers/pool.ts';
import { openBodyCache } from './bodyCache.ts';
import { renderMarkdown, type RenderedBody, type RenderOptions } from './markdown.ts';

export interface BodyJob {
  body: string;
  options: RenderOptions;
}

/** One job: here, or in markdownWorker.ts. */
export const renderBody = ({ body, options }: BodyJob) => renderMarkdown(body, options);

const render = (bodies: string[], options: RenderOptions): Promise<RenderedBody[]> =>
  runJobs<BodyJob, RenderedBody>(
    bodies.map((body) => ({ body, options })),
    { handle: renderBody, worker: new URL('./markdownWorker.ts', import.meta.url) },
  );

export interface CacheOptions {
  /** The folder of the cache files, and the name of this batch's file in it. */
  cacheDir: string;
  name: string;
}

export async function renderBodies(bodies: string[], options: RenderOptions, cache?: CacheOptions): Promise<RenderedBody[]> {
  if (!cache) return render(bodies, options);
  const store = await openBodyCache(cache.cacheDir, cache.name, options);
  const keys = bodies.map((body) => store.keyOf(body));
  const results = keys.map((key) => store.get(key));
  const missing = results.flatMap((result, index) => (result ? [] : [index]));
  const rendered = await render(
    missing.map((index) => bodies[index]!),
    options,
  );
  missing.forEach((index, position) => {
    results[index] = rendered[position]!;
    store.set(keys[index]!, rendered[position]!);
  });
  await store.save();
  return results as RenderedBody[];
}
