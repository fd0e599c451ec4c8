/**
 * The functions a module-level store hands to React's useSyncExternalStore: `subscribe` adds a
 * listener and returns what removes it; `notify` calls every listener after the store changed.
 */
export function createListeners() {
  const listeners = new Set<() => void>();
  return {
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(): void {
      for (const listener of listeners) listener();
    },
  };
}
