/**
 * The comparison the issue asks for: the same synthetic posts built by Astro 7 as a minimal
 * blog (a content collection, one page per post, an index). Astro and the Node 22 it needs are
 * installed on demand into a cache folder outside the repository.
 *
 * Astro 7 renders Markdown with satteri (Rust) by default. The same blog can also be built with
 * Astro's unified processor (remark and rehype in JavaScript, the kind of renderer this site's
 * architecture prescribes), to tell the renderer's share of the difference from the rest.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, mkdtemp, writeFile, symlink } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { listHtmlFiles } from '../listFiles.ts';

const run = promisify(execFile);
export const ASTRO_VERSION = '7.3.5';
const ASTRO_REMARK_VERSION = '7.3.1';
const NODE_VERSION = '22.23.3';

/** satteri is Astro 7's default Markdown renderer; remark is its unified processor. */
export type AstroMarkdown = 'satteri' | 'remark';
const CACHE = path.join(process.env.XDG_CACHE_HOME ?? path.join(homedir(), '.cache'), 'itah-bench', 'astro');

export async function ensureAstro(): Promise<{ node: string; astro: string; modules: string }> {
  const modules = path.join(CACHE, 'node_modules');
  const node = path.join(modules, 'node', 'bin', 'node');
  const astro = path.join(modules, 'astro', 'bin', 'astro.mjs');
  const remark = path.join(modules, '@astrojs', 'markdown-remark', 'package.json');
  if (![node, astro, remark].every((file) => existsSync(file))) {
    await mkdir(CACHE, { recursive: true });
    await writeFile(
      path.join(CACHE, 'package.json'),
      JSON.stringify({
        name: 'itah-astro-bench',
        private: true,
        type: 'module',
        dependencies: { astro: ASTRO_VERSION, '@astrojs/markdown-remark': ASTRO_REMARK_VERSION, node: NODE_VERSION },
      }),
    );
    console.log(`Installing Astro ${ASTRO_VERSION} and Node ${NODE_VERSION} into ${CACHE} (once)…`);
    await run('npm', ['install', '--no-audit', '--no-fund'], { cwd: CACHE, maxBuffer: 64 * 1024 * 1024 });
  }
  return { node, astro, modules };
}

// The cache lives in the fresh project, not in the shared node_modules: every build is cold.
const CONFIGS: Record<AstroMarkdown, string> = {
  satteri: `import { defineConfig } from 'astro/config';
export default defineConfig({ cacheDir: './.astro-cache' });
`,
  remark: `import { defineConfig } from 'astro/config';
import { unified } from '@astrojs/markdown-remark';
export default defineConfig({ cacheDir: './.astro-cache', markdown: { processor: unified() } });
`,
};

const FILES: Record<string, string> = {
  'src/content.config.ts': `import { defineCollection, z } from 'astro:content';
import { glob } from 'astro/loaders';
const posts = defineCollection({
  loader: glob({ pattern: '*.md', base: './posts' }),
  schema: z.object({ title: z.string(), description: z.string(), date: z.coerce.date(), category: z.string(), tags: z.array(z.string()), banner: z.string(), excerpt: z.string() }),
});
export const collections = { posts };
`,
  'src/pages/index.astro': `---
import { getCollection } from 'astro:content';
const posts = (await getCollection('posts')).sort((a, b) => b.data.date.valueOf() - a.data.date.valueOf());
---
<html lang="en"><head><title>Blog</title></head><body><h1>Blog</h1><ul>
{posts.map((post) => <li><a href={\`/blog/\${post.id}/\`}>{post.data.title}</a><p>{post.data.excerpt}</p></li>)}
</ul></body></html>
`,
  'src/pages/blog/[slug].astro': `---
import { getCollection, render } from 'astro:content';
export async function getStaticPaths() {
  return (await getCollection('posts')).map((post) => ({ params: { slug: post.id }, props: { post } }));
}
const { post } = Astro.props;
const { Content } = await render(post);
---
<html lang="en"><head><title>{post.data.title}</title><meta name="description" content={post.data.description} /></head>
<body><article><h1>{post.data.title}</h1><Content /></article></body></html>
`,
};

/** A fresh minimal Astro blog holding the given posts; returns its folder. */
export async function createAstroProject(postsDir: string, modules: string, markdown: AstroMarkdown): Promise<string> {
  const root = await mkdtemp(path.join(tmpdir(), 'itah-astro-'));
  for (const [file, text] of Object.entries({ ...FILES, 'astro.config.mjs': CONFIGS[markdown] })) {
    await mkdir(path.dirname(path.join(root, file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  await writeFile(path.join(root, 'package.json'), JSON.stringify({ name: 'astro-bench-site', private: true, type: 'module' }));
  await symlink(modules, path.join(root, 'node_modules'), 'dir');
  await cp(postsDir, path.join(root, 'posts'), { recursive: true });
  return root;
}

/** Pages of a built site: its HTML files, less the article bodies ours keeps under content/ for navigation. */
export async function countHtml(directory: string): Promise<number> {
  return (await listHtmlFiles(directory)).filter((file) => !path.relative(directory, file).startsWith(`content${path.sep}`)).length;
}
