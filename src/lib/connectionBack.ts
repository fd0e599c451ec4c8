/**
 * Resolves when the connection is back: at the browser's `online` event or, while it reports
 * being online already (it cannot always tell a connection that passes nothing), after `afterMs`.
 * For code that failed to load and tries again: before then, a new try would only fail.
 */
export function connectionBack(afterMs: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = navigator.onLine ? setTimeout(done, afterMs) : undefined;
    window.addEventListener('online', done);
  });
}
