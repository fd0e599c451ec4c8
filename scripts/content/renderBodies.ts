/**
 * Renders many Markdown bodies, the content step's main cost (~1.2 ms for a 600-word post): from
 * the cache when one is given and holds them (bodyCache.ts), else on worker threads when there
 * are enough to repay starting them (a large blog), else here (runJobs).
 */
import { runJobs } from '../workers/pool.ts';
import type { BodyCache } from './bodyCache.ts';
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

/**
 * Renders the bodies, taking what it can from the cache and putting in what it renders. The caller
 * opens the cache (openBodyCache) and saves it once it has rendered all it needs, possibly in
 * several batches.
 */
export async function renderBodies(bodies: string[], options: RenderOptions, cache?: BodyCache): Promise<RenderedBody[]> {
  if (!cache) return render(bodies, options);
  const keys = bodies.map((body) => cache.keyOf(body));
  const results = keys.map((key) => cache.get(key));
  const missing = results.flatMap((result, index) => (result ? [] : [index]));
  const rendered = await render(
    missing.map((index) => bodies[index]!),
    options,
  );
  missing.forEach((index, position) => {
    results[index] = rendered[position]!;
    cache.set(keys[index]!, rendered[position]!);
  });
  return results as RenderedBody[];
}
