import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False in the pre-rendered HTML and during hydration, true once React runs the page: lets a form
 * keep its submit button off until a submit can actually be handled, without a hydration mismatch.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
