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

/** Set by scripts/build.ts on the content step, which then reports both messages to it. */
export const REPORT_CONTENT_ENV = 'ITAH_REPORT_CONTENT';

type Message = typeof BUNDLE_DATA_READY | typeof CONTENT_READY;

/** One message's arrival: settled when it comes, or failed if the build goes away first. */
interface Arrival {
  promise: Promise<void>;
  arrive(): void;
  fail(error: Error): void;
}

function arrival(): Arrival {
  let arrive!: () => void;
  let fail!: (error: Error) => void;
  const promise = new Promise<void>((resolve, reject) => {
    arrive = resolve;
    fail = reject;
  });
  return { promise, arrive, fail };
}

const BUILD_STOPPED = 'the build stopped before the content index was ready';

/** One per process: Vite loads the config anew for each of its builds. */
function arrivals(): Map<Message, Arrival> {
  const shared = globalThis as { itahBuildMessages?: Map<Message, Arrival> };
  if (shared.itahBuildMessages) return shared.itahBuildMessages;
  const messages = new Map(([BUNDLE_DATA_READY, CONTENT_READY] as const).map((message) => [message, arrival()] as const));
  // Nobody may wait for a message that never comes; failing unheard is not an error.
  for (const { promise } of messages.values()) promise.catch(() => undefined);
  shared.itahBuildMessages = messages;
  process.on('message', (message) => {
    messages.get(message as Message)?.arrive();
    // Nothing comes after the whole index; an open channel would keep this process alive. Not
    // from inside this handler: Node fails on messages it has read but not yet delivered.
    if (message === CONTENT_READY) setImmediate(() => process.connected && process.disconnect());
  });
  // The build stopped (a content error, Ctrl-C): there is nothing to render. Settled messages stay so.
  process.once('disconnect', () => messages.forEach(({ fail }) => fail(new Error(BUILD_STOPPED))));
  return messages;
}

function awaitMessage(message: Message): Promise<void> {
  if (process.env[AWAIT_CONTENT_ENV] !== '1' || !process.send) return Promise.resolve();
  return arrivals().get(message)!.promise;
}

export const bundleDataReady = () => awaitMessage(BUNDLE_DATA_READY);
export const contentReady = () => awaitMessage(CONTENT_READY);
