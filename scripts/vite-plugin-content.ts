/**
 * Connects the content build to Vite.
 * - Dev: rebuilds the index when a Markdown file in posts/, legal/ or portfolio/ changes (drafts
 *   included), shows content problems in the browser's error overlay, and serves article bodies
 *   and the article images (drawn outside public/, see devImagesDir).
 * - Build: copies every body (content/<kind>/<slug>.json) and every page's data
 *   (content/data/<key>.json) into the site as static files, the URLs the browser fetches when
 *   it navigates to a page without a page load (see src/content/resources.ts).
 */
import { copyFile, mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, ViteDevServer } from 'vite';
import { runContentPipeline } from './content/pipeline.ts';
import { ContentError } from './content/problems.ts';
import { GENERATED_DIR, siteFilesDir } from '../src/content/generatedFiles.ts';
import { devImagesDir } from './images/generate.ts';
import { listFiles } from './listFiles.ts';
import { contentTypeOf, resolveFile, sendFile } from './static-server.ts';

const CONTENT_FOLDERS = ['posts', 'legal', 'portfolio'];
/**
 * Copies a folder's files, all at once: fs.cp goes one file after the other, seconds for a large
 * blog's thousands of small files on a slow disk.
 */
async function copyTree(from: string, to: string) {
  const files = await listFiles(from);
  const copyOf = (file: string) => path.join(to, path.relative(from, file));
  for (const folder of new Set(files.map((file) => path.dirname(copyOf(file))))) await mkdir(folder, { recursive: true });
  await Promise.all(files.map((file) => copyFile(file, copyOf(file))));
}

/**
 * How long the dev server waits after a change before it rebuilds: editors that save in place
 * empty the file and then write it, and a rebuild between the two reported a valid post as empty.
 */
export const REBUILD_DELAY_MS = 100;

/**
 * Runs `rebuild` once changes have settled, one run at a time: a change during a run asks for one
 * more run after it, so the last save is always the one the preview shows.
 */
export function serialRebuilds<T>(rebuild: (target: T) => Promise<void>) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let pending: T | undefined;
  async function run(): Promise<void> {
    if (running || pending === undefined) return;
    running = true;
    const target = pending;
    pending = undefined;
    try {
      await rebuild(target);
    } finally {
      running = false;
    }
    // A change that came during the run: now, unless its own wait is still going on.
    if (timer === undefined) await run();
  }
  return {
    request(target: T): void {
      pending = target;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        void run();
      }, REBUILD_DELAY_MS);
    },
  };
}

/** Bodies and page data are files a page reads, not modules that hot updates replace: a change to one shows after a reload. */
export const showsAfterReload = (root: string, file: string) => file.startsWith(siteFilesDir(path.join(root, GENERATED_DIR)) + path.sep);

/** `siteDir`: where the content files go in the site, the client build's folder (the server build has its own). */
export function contentPlugin({ siteDir }: { siteDir: string }): Plugin {
  let root = process.cwd();
  let basePath = '/';
  let isSsrBuild = false;
  /** The current content problems, shown to every page that connects until they are fixed. */
  let problemMessage: string | undefined;

  async function rebuild(server: ViteDevServer) {
    try {
      const { index, changedFiles } = await runContentPipeline({ root, includeDrafts: true, basePath, keepGoing: true });
      // A fix can write no file at all (the text is back to what the index holds): the reload is
      // then what takes the problems' overlay away.
      const fixed = problemMessage !== undefined;
      problemMessage = undefined;
      if (fixed || changedFiles.some((file) => showsAfterReload(root, file))) server.ws.send({ type: 'full-reload' });
      server.config.logger.info(`content: rebuilt (${index.posts.length} posts)`, { timestamp: true });
    } catch (error) {
      problemMessage = error instanceof ContentError ? error.message : String((error as Error).stack ?? error);
      server.config.logger.error(problemMessage, { timestamp: true });
      // The good files were written all the same (keepGoing): the page reloads to show them, and the
      // problems come back over it as it reconnects (below).
      if (error instanceof ContentError && error.partialIndex) server.ws.send({ type: 'full-reload' });
      else server.ws.send({ type: 'error', err: { message: problemMessage, stack: '' } });
    }
  }

  const rebuilds = serialRebuilds(rebuild);

  return {
    name: 'itah:content',
    // The one setting without the VITE_ prefix that the bundle reads (canonical and share links),
    // given by name: only VITE_ variables reach the bundle by themselves (envPrefix).
    config: () => ({ define: { 'import.meta.env.SITE_URL': JSON.stringify(process.env.SITE_URL ?? '') } }),
    configResolved(config) {
      root = config.root;
      basePath = config.base;
      isSsrBuild = Boolean(config.build.ssr);
    },
    configureServer(server) {
      const folders = CONTENT_FOLDERS.map((folder) => path.join(root, folder));
      // Bodies show and link files under public/, which the content step checks are there.
      const publicDir = path.join(root, 'public');
      server.watcher.add([...folders, publicDir]);
      const onChange = (file: string) => {
        if (file.endsWith('.md') && folders.some((folder) => file.startsWith(folder))) rebuilds.request(server);
      };
      const onPublicFile = (file: string) => {
        if (file.startsWith(publicDir + path.sep)) rebuilds.request(server);
      };
      server.watcher.on('add', onChange).on('change', onChange).on('unlink', onChange).on('add', onPublicFile).on('unlink', onPublicFile);
      rebuilds.request(server);
      server.ws.on('connection', (socket) => {
        if (problemMessage) socket.send(JSON.stringify({ type: 'error', err: { message: problemMessage, stack: '' } }));
      });

      server.middlewares.use(async (request, response, next) => {
        const url = (request.url ?? '').split('?')[0] ?? '';
        if (!url.startsWith(basePath)) return next();
        const sitePath = url.slice(basePath.length);
        // Bodies, page data and article images, at the addresses the production build gives them.
        const file =
          (await resolveFile(siteFilesDir(path.join(root, GENERATED_DIR)), sitePath)) ?? (await resolveFile(devImagesDir(root), sitePath));
        if (file) {
          response.setHeader('Content-Type', contentTypeOf(file));
          return sendFile(response, file);
        }
        // As on a static host: an unknown slug's data is missing, and the page shows not-found.
        if (!sitePath.startsWith('content/')) return next();
        response.writeHead(404).end();
      });
    },
    /** At the end of the server build, once the client's folder is written: the site gets its content files. */
    async closeBundle() {
      if (!isSsrBuild) return;
      await copyTree(siteFilesDir(path.join(root, GENERATED_DIR)), path.resolve(root, siteDir));
    },
  };
}
