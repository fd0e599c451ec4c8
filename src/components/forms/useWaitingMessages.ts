import { useSyncExternalStore } from 'react';
import { siteOutbox } from '../../lib/forms/siteOutbox.ts';

const subscribe = (listener: () => void) => siteOutbox().subscribe(listener);
const waitingCount = () => siteOutbox().entries().length;

/** How many messages this browser still holds for the provider; 0 in the pre-rendered HTML. */
export function useWaitingMessages(): number {
  return useSyncExternalStore(subscribe, waitingCount, () => 0);
}
