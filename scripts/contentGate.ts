/**
 * `npm run build` starts the pre-renderer while the content step is still rendering Markdown, so
 * that starting Node, loading Vite and its plugins and bundling this config overlap it
 * (scripts/build.ts). Vite must not bundle the app before the content index it imports exists,
 * so the config waits here for the build's message that the content is ready. Run any other way
 * (the dev server, a plain `vite-react-ssg build`), nothing is awaited.
 */
export const CONTENT_READY = 'itah:content-ready';

/** Set by scripts/build.ts on the pre-renderer it starts early, with an IPC channel to it. */
export const AWAIT_CONTENT_ENV = 'ITAH_AWAIT_CONTENT';

export function contentReady(): Promise<void> {
  if (process.env[AWAIT_CONTENT_ENV] !== '1' || !process.send) return Promise.resolve();
  // Vite loads the config anew for each of its builds: only the first load waits.
  const shared = globalThis as { itahContentReady?: Promise<void> };
  return (shared.itahContentReady ??= new Promise<void>((resolve, reject) => {
    let ready = false;
    const onMessage = (message: unknown) => {
      if (message !== CONTENT_READY) return;
      ready = true;
      process.off('message', onMessage);
      // Nothing else comes this way; an open channel would keep this process alive.
      process.disconnect?.();
      resolve();
    };
    process.on('message', onMessage);
    // The build stopped (a content error, Ctrl-C): there is nothing to render.
    process.once('disconnect', () => {
      if (!ready) reject(new Error('the build stopped before the content index was ready'));
    });
  }));
}
