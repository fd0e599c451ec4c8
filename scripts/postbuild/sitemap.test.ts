import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { siteConfig } from '../../src/site.config.ts';
import type { BuiltContent } from './contentIndex.ts';
import { writeSitemap } from './sitemap.ts';

let outDir: string | undefined;
afterEach(() => outDir && rm(outDir, { recursive: true, force: true }));

describe('writeSitemap', () => {
  it('writes each address percent-encoded, as the sitemap protocol asks, under the base path', async () => {
    outDir = await mkdtemp(path.join(tmpdir(), 'itah-sitemap-'));
    const content = {
      posts: [],
      cases: [],
      legal: [],
      summary: { categories: [], tags: [{ name: '中文', slug: '中文', count: 1 }], postCount: 1 },
      readBody: async () => '',
    } as unknown as BuiltContent;
    await writeSitemap(outDir, '/preview/x/', content);
    const sitemap = await readFile(path.join(outDir, 'sitemap.xml'), 'utf8');
    expect(sitemap).toContain(`<loc>${siteConfig.siteUrl}/preview/x/blog/tag/%E4%B8%AD%E6%96%87</loc>`);
    expect(sitemap).toContain(`<loc>${siteConfig.siteUrl}/preview/x/about</loc>`);
    expect(sitemap).not.toContain('中文');
  });
});
