/**
 * `npm run build` starts the pre-renderer together with the content step (scripts/build.ts), so
 * that starting Node, loading Vite and bundling the app overlap rendering the Markdown. Two waits
 * keep it from reading content too early, each on a message the build relays from the content
 * step over an IPC channel:
 * - BUNDLE_DATA_READY: the few files the app's bundles import are written. vite.config.ts waits
 *   for it before Vite builds anything.
 * - CONTENT_READY: the whole index is written. The server build waits for it as it ends
 *   (vite-plugin-content.ts), since the pre-renderer then lists and renders the pages from the
 *   index, and copies the bodies and page data into the site.
 * Run any other way (the dev server, a plain `vite-react-ssg build`), nothing is awaited.
 */
export const BUNDLE_DATA_READY = 'itah:bundle-data-ready';
export const CONTENT_READY = 'itah:content-ready';

/** Set by scripts/build.ts on the pre-renderer it starts early, with an IPC channel to it. */
export const AWAIT_CONTENT_ENV = 'ITAH_AWAIT_CONTENT';

/** Set by scripts/build.ts on the content step, which then reports BUNDLE_DATA_READY to it. */
export const REPORT_BUNDLE_DATA_ENV = 'ITAH_REPORT_BUNDLE_DATA';

type Message = typeof BUNDLE_DATA_READY | typeof CONTENT_READY;

interface Mailbox {
  received: Set<unknown>;
  waiting: Map<Message, { resolve: () => void; reject: (error: Error) => void }[]>;
  closed: boolean;
}

/** One per process: Vite loads the config anew for each of its builds. */
function mailbox(): Mailbox {
  const shared = globalThis as { itahBuildMailbox?: Mailbox };
  if (shared.itahBuildMailbox) return shared.itahBuildMailbox;
  const box: Mailbox = { received: new Set(), waiting: new Map(), closed: false };
  shared.itahBuildMailbox = box;
  process.on('message', (message) => {
    box.received.add(message);
    for (const waiter of box.waiting.get(message as Message) ?? []) waiter.resolve();
    box.waiting.delete(message as Message);
    // Nothing comes after the whole index; an open channel would keep this process alive. Not
    // from inside this handler: Node fails on messages it has read but not yet delivered.
    if (message === CONTENT_READY) setImmediate(() => process.connected && process.disconnect());
  });
  // The build stopped (a content error, Ctrl-C): there is nothing to render.
  process.once('disconnect', () => {
    box.closed = true;
    for (const waiters of box.waiting.values())
      for (const waiter of waiters) waiter.reject(new Error('the build stopped before the content index was ready'));
    box.waiting.clear();
  });
  return box;
}

function awaitMessage(message: Message): Promise<void> {
  if (process.env[AWAIT_CONTENT_ENV] !== '1' || !process.send) return Promise.resolve();
  const box = mailbox();
  if (box.received.has(message)) return Promise.resolve();
  if (box.closed) return Promise.reject(new Error('the build stopped before the content index was ready'));
  return new Promise((resolve, reject) => box.waiting.set(message, [...(box.waiting.get(message) ?? []), { resolve, reject }]));
}

export const bundleDataReady = () => awaitMessage(BUNDLE_DATA_READY);
export const contentReady = () => awaitMessage(CONTENT_READY);
