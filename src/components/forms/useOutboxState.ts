import { useSyncExternalStore } from 'react';
import type { DeliveryState } from '../../lib/forms/outbox.ts';
import { siteOutbox } from '../../lib/forms/siteOutbox.ts';

const subscribe = (listener: () => void) => siteOutbox().subscribe(listener);
const waitingCount = () => siteOutbox().entries().length;
const latestDelivery = () => siteOutbox().latestDelivery();
const keepsForLater = () => siteOutbox().keepsForLater();

export interface OutboxState {
  /** What became of the message this tab sent last; undefined after a reload or on a later visit. */
  latest: DeliveryState | undefined;
  /** How many messages this browser still holds for the provider. */
  waitingCount: number;
  /** False when the browser refused storage: waiting messages go with this page. */
  keepsForLater: boolean;
}

/** The outbox as the thank-you page tells it; nothing waits in the pre-rendered HTML. */
export function useOutboxState(): OutboxState {
  return {
    latest: useSyncExternalStore(subscribe, latestDelivery, () => undefined),
    waitingCount: useSyncExternalStore(subscribe, waitingCount, () => 0),
    keepsForLater: useSyncExternalStore(subscribe, keepsForLater, () => true),
  };
}
