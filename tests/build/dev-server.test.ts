/**
 * The writer's preview: `npm run dev` in a throwaway copy. A post added while it runs is served
 * with its images, which the dev server keeps out of public/ (Vite copies all of public/ into
 * every production build).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorkspace, type Workspace } from '../../scripts/workspace.ts';
import type { PostMeta } from '../../src/content/types.ts';

const PORT = 47431;
const SLUG = 'patching-without-downtime';
const POST = `---
title: "Patching Without Downtime"
description: "How a small operations team keeps servers patched every week without a maintenance window."
date: 2025-02-03
category: "Information Technology"
tags: ["modernization", "運用"]
banner: "Patching"
excerpt: "Weekly patching need not mean weekend outages: rolling updates and good health checks do the work."
---

Patch weekly, one server at a time, and let health checks decide when the next one goes.
`;

let workspace: Workspace;
let server: ChildProcess;
const get = (sitePath: string) => fetch(`http://127.0.0.1:${PORT}${sitePath}`);

/** Polls until `check` holds, for up to a minute: the dev server rebuilds content on its own time. */
async function eventually(check: () => Promise<boolean>) {
  for (let tries = 0; tries < 120; tries++) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('timed out');
}

/** A post with a problem, there before the server starts, in a copy that has no index yet (a fresh clone). */
const BROKEN_POST = `---
description: "A post whose writer has not given it a title yet, to check the preview starts all the same."
date: 2025-02-04
category: "Cybersecurity"
tags: ["modernization"]
banner: "Untitled"
excerpt: "Not written yet."
---

Text.
`;

beforeAll(async () => {
  workspace = await createWorkspace();
  await writeFile(path.join(workspace.root, 'posts', 'untitled-draft.md'), BROKEN_POST);
  server = spawn('npm', ['run', '--silent', 'dev', '--', '--port', String(PORT), '--strictPort', '--host', '127.0.0.1'], {
    cwd: workspace.root,
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  server.stdout!.on('data', (chunk: Buffer) => (output += chunk));
  server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
  // A server that stops (the port taken, a content error) fails the test at once, saying why.
  const stopped = new Promise<never>((_, reject) => server.on('exit', () => reject(new Error(`npm run dev stopped:\n${output}`))));
  await Promise.race([eventually(async () => (await get('/')).ok), stopped]);
}, 120_000);

/** Whether any process of the group `pid` leads is still running. */
function groupRuns(pid: number): boolean {
  try {
    process.kill(-pid, 0);
    return true;
  } catch {
    return false;
  }
}

afterAll(async () => {
  // npm starts the content step and Vite as children: stop the whole group, and wait until it has
  // stopped. Removing the copy while one of them still wrote into it failed the suite (ENOTEMPTY).
  if (server?.pid && groupRuns(server.pid)) {
    process.kill(-server.pid, 'SIGTERM');
    for (let waited = 0; groupRuns(server.pid) && waited < 10_000; waited += 100) await new Promise((resolve) => setTimeout(resolve, 100));
    if (groupRuns(server.pid)) process.kill(-server.pid, 'SIGKILL');
  }
  await workspace?.dispose();
}, 30_000);

describe('the dev server', () => {
  it('starts with a post that has a problem, serving every other file', async () => {
    // The app's modules import the index: without one they fail, and every page is blank.
    expect((await get('/src/content/legal.ts')).ok).toBe(true);
    const page: { posts: PostMeta[] } = await (await get('/content/data/blog/page-1.json')).json();
    expect(page.posts.length).toBeGreaterThan(0);
    expect(page.posts.map((post) => post.slug)).not.toContain('untitled-draft');
  });

  it('serves a post added while it runs, with its hero and social card, from outside public/', async () => {
    await writeFile(path.join(workspace.root, 'posts', `${SLUG}.md`), POST);
    let post: PostMeta | undefined;
    await eventually(async () => {
      const page: { posts: PostMeta[] } = await (await get('/content/data/blog/page-1.json')).json();
      post = page.posts.find((card) => card.slug === SLUG);
      return post !== undefined;
    });

    const hero = await get(post!.hero.src);
    expect(hero.headers.get('content-type')).toBe('image/svg+xml');
    expect(await hero.text()).toMatch(/^<svg[^>]+viewBox="0 0 856 540"/);

    const card = await get(post!.socialImage);
    expect(card.headers.get('content-type')).toBe('image/png');
    expect(
      Buffer.from(await card.arrayBuffer())
        .subarray(1, 4)
        .toString(),
    ).toBe('PNG');

    // A tag's page data is named by its slug, which keeps letters of any script (here Japanese).
    const tagSlug = post!.tags.find((tag) => tag.name === '運用')!.slug;
    const tag = await get(`/content/data/blog/tag-${encodeURIComponent(tagSlug)}.json`);
    expect(tag.headers.get('content-type')).toContain('application/json');
    expect(JSON.stringify(await tag.json())).toContain(SLUG);

    const body = await get(`/content/posts/${SLUG}.json`);
    expect(await body.json()).toContain('let health checks decide');
    expect(existsSync(path.join(workspace.root, 'public', 'generated'))).toBe(false);
  }, 90_000);
});
