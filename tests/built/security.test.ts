/** What the built site gives away or lets run, beyond its pages: its environment, the fragments navigation fetches. */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { content, DIST } from './site.ts';

const scripts = readdirSync(path.join(DIST, 'assets'))
  .filter((file) => file.endsWith('.js'))
  .map((file) => ({ file, text: readFileSync(path.join(DIST, 'assets', file), 'utf8') }));

describe('the browser bundle', () => {
  it('holds no copy of the environment: a setting read by a computed name makes Vite inline every variable', () => {
    // Vite's own settings (MODE, BASE_URL) are in that copy, and read by name nowhere in the site.
    const withEnvironment = scripts.filter(({ text }) => /\bMODE:\s*["'`]production/.test(text));
    expect(withEnvironment.map(({ file }) => file)).toEqual([]);
  });
});

describe('the article bodies that client-side navigation fetches', () => {
  const files = readdirSync(path.join(DIST, 'content'), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => entry.name);

  it('are JSON, not HTML documents that would open as pages of the site without its policy', () => {
    expect(files.filter((file) => !file.endsWith('.json'))).toEqual([]);
    const post = content.posts[0]!;
    const body: unknown = JSON.parse(readFileSync(path.join(DIST, 'content', 'posts', `${post.slug}.json`), 'utf8'));
    expect(body).toMatch(/^<p>[\s\S]*<h2 id=/);
  });
});
