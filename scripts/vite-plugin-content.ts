/**
 * Connects the content build to Vite.
 * - Dev: rebuilds the index when a Markdown file in posts/, legal/ or portfolio/ changes (drafts
 *   included), shows content problems in the browser's error overlay, and serves article bodies.
 * - Build: emits every body as a static file under content/<kind>/<slug>.html, the URL the
 *   browser fetches when it navigates to an article without a page load.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { buildContent, type ContentIndex } from './content/build.ts';
import { runContentPipeline } from './content/pipeline.ts';
import { ContentError } from './content/problems.ts';
import { GENERATED_DIR, bodyFile } from './content/write.ts';

const CONTENT_FOLDERS = ['posts', 'legal', 'portfolio'];
const BODY_URL = /^content\/(posts|legal|portfolio)\/([a-z0-9-]+)\.html$/;

export function contentPlugin(): Plugin {
  let root = process.cwd();
  let basePath = '/';
  let isSsrBuild = false;
  let latest: ContentIndex | undefined;
  /** The current content problems, shown to every page that connects until they are fixed. */
  let problemMessage: string | undefined;

  async function rebuild(server: ViteDevServer) {
    try {
      const { index, changedFiles } = await runContentPipeline({ root, includeDrafts: true, basePath });
      latest = index;
      problemMessage = undefined;
      if (changedFiles.some((file) => file.includes(`${path.sep}bodies${path.sep}`))) server.ws.send({ type: 'full-reload' });
      server.config.logger.info(`content: rebuilt (${latest.posts.length} posts)`, { timestamp: true });
    } catch (error) {
      problemMessage = error instanceof ContentError ? error.message : String((error as Error).stack ?? error);
      server.config.logger.error(problemMessage, { timestamp: true });
      server.ws.send({ type: 'error', err: { message: problemMessage, stack: '' } });
    }
  }

  return {
    name: 'itah:content',
    configResolved(config) {
      root = config.root;
      basePath = config.base;
      isSsrBuild = Boolean(config.build.ssr);
    },
    configureServer(server) {
      const folders = CONTENT_FOLDERS.map((folder) => path.join(root, folder));
      server.watcher.add(folders);
      const onChange = (file: string) => {
        if (file.endsWith('.md') && folders.some((folder) => file.startsWith(folder))) void rebuild(server);
      };
      server.watcher.on('add', onChange).on('change', onChange).on('unlink', onChange);
      void rebuild(server);
      server.ws.on('connection', (socket) => {
        if (problemMessage) socket.send(JSON.stringify({ type: 'error', err: { message: problemMessage, stack: '' } }));
      });

      server.middlewares.use(async (request, response, next) => {
        const url = (request.url ?? '').split('?')[0] ?? '';
        const match = url.startsWith(basePath) ? BODY_URL.exec(url.slice(basePath.length)) : null;
        if (!match) return next();
        const html = await readFile(bodyFile(path.join(root, GENERATED_DIR), match[1]!, match[2]!), 'utf8').catch(() => undefined);
        if (html === undefined) return next();
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(html);
      });
    },
    async generateBundle() {
      if (isSsrBuild) return;
      const index = latest ?? (await buildContent({ root, includeDrafts: false, basePath }));
      for (const { kind, slug, html } of index.bodies) {
        this.emitFile({ type: 'asset', fileName: `content/${kind}/${slug}.html`, source: html });
      }
    },
  };
}
