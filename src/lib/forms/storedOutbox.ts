/**
 * Where the outbox lives in the browser, and the one question every page asks on load: is anything
 * waiting? Kept apart from the outbox itself so the layout can ask it without loading the rest.
 */
export const OUTBOX_KEY = 'itah:outbox';

export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** localStorage when the browser allows it (it can throw when storage is blocked), else nothing. */
export function browserStorage(): KeyValueStorage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function hasStoredMessages(storage: KeyValueStorage | undefined = browserStorage()): boolean {
  try {
    const raw = storage?.getItem(OUTBOX_KEY);
    return Boolean(raw && raw !== '[]');
  } catch {
    return false;
  }
}
