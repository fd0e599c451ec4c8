import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { openBodyCache } from './bodyCache.ts';
import { renderMarkdown } from './markdown.ts';
import { renderBodies } from './renderBodies.ts';

const OPTIONS = { basePath: '/preview/', tokens: { contactEmail: 'hello@example.com' } };

const bodyOf = (index: number) =>
  [
    `## Section ${index}`,
    `Write to {{contactEmail}} or read [the services](/services) and [a guide](https://example.org/${index}).`,
    index % 2 === 0 ? '<p onclick="steal()">raw HTML, cleaned</p>' : '- a list\n- of two',
  ].join('\n\n');

describe('renderBodies', () => {
  it('renders a large batch on worker threads exactly as one at a time here', async () => {
    const bodies = Array.from({ length: 70 }, (_, index) => bodyOf(index));
    const inBatch = await renderBodies(bodies, OPTIONS);
    const oneByOne = await Promise.all(bodies.map((body) => renderMarkdown(body, OPTIONS)));
    expect(inBatch).toEqual(oneByOne);
    expect(inBatch[0]!.issues.map((issue) => issue.message)).toContain('event handler attributes (onClick) are not allowed');
    expect(inBatch[1]!.html).toContain('<a href="/preview/services">');
  }, 20_000);
});

describe('renderBodies with a cache', () => {
  it('renders only bodies it has not seen, and keeps just the entries of the last run', async () => {
    const cacheDir = await mkdtemp(path.join(tmpdir(), 'itah-body-cache-'));
    onTestFinished(() => rm(cacheDir, { recursive: true, force: true }));
    const run = async (bodies: string[], options = OPTIONS) => {
      const cache = await openBodyCache(cacheDir, 'posts', options);
      const rendered = await renderBodies(bodies, options, cache);
      await cache.save();
      return rendered;
    };
    const first = await run(['# One', 'Two']);
    expect(first).toEqual(await Promise.all(['# One', 'Two'].map((body) => renderMarkdown(body, OPTIONS))));

    // Stand-in entries prove the second run reads the cache instead of rendering again.
    const file = path.join(cacheDir, 'posts.json');
    const stored = JSON.parse(await readFile(file, 'utf8')) as Record<string, { html: string }>;
    expect(Object.keys(stored)).toHaveLength(2);
    for (const entry of Object.values(stored)) entry.html = '<p>from the cache</p>';
    await writeFile(file, JSON.stringify(stored));

    const second = await run(['Two', 'Three']);
    expect(second[0]!.html).toBe('<p>from the cache</p>');
    expect(second[1]!.html).toBe('<p>Three</p>');
    expect(Object.keys(JSON.parse(await readFile(file, 'utf8')) as object)).toHaveLength(2);

    // Other options (another base path) are other entries.
    const elsewhere = await run(['Two'], { ...OPTIONS, basePath: '/' });
    expect(elsewhere[0]!.html).toBe('<p>Two</p>');
  });
});
