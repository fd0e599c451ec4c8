/**
 * Memoizes a loader, such as setting up a library a form needs only on first use; a failed load
 * (connection lost) is forgotten, so the next use tries again. For the import() itself, use
 * importAgainAfterFailure (importAgain.ts), which does this and can fetch a failed file again.
 * Those imports live in the modules that use them: pre-rendered pages link only the chunks they
 * import up front, so nothing loads before it is used.
 */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let pending: Promise<T> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}
