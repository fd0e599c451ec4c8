import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { deliveryStatus, subscribeToDelivery } from '../../lib/forms/formDelivery.ts';
import type { DeliveryState, Outbox } from '../../lib/forms/outbox.ts';
import { loadOutbox, whenOutboxLoads } from '../../lib/forms/pageOutbox.ts';

export interface OutboxState {
  /** What became of the message this tab sent last; undefined after a reload or on a later visit. */
  latest: DeliveryState | undefined;
  /** How many messages this browser still holds for the provider. */
  waitingCount: number;
  /** False when the browser refused storage: waiting messages go with this page. */
  keepsForLater: boolean;
}

/** The outbox once this page has it: loaded here after hydration (again when the connection returns), or by the form. */
function useLoadedOutbox(): Outbox | undefined {
  const [outbox, setOutbox] = useState<Outbox>();
  useEffect(() => {
    const stopWaiting = whenOutboxLoads(setOutbox);
    const load = () => void loadOutbox().catch(() => undefined);
    load();
    window.addEventListener('online', load);
    return () => {
      stopWaiting();
      window.removeEventListener('online', load);
    };
  }, []);
  return outbox;
}

/**
 * The outbox as the thank-you page and the site-wide notice of waiting messages tell it; nothing
 * waits in the pre-rendered HTML. The message just sent reads as waiting until the outbox has it
 * (formDelivery.ts).
 */
export function useOutboxState(): OutboxState {
  const outbox = useLoadedOutbox();
  const subscribe = useCallback(
    (listener: () => void) => {
      const stopDelivery = subscribeToDelivery(listener);
      const stopOutbox = outbox?.subscribe(listener);
      return () => {
        stopDelivery();
        stopOutbox?.();
      };
    },
    [outbox],
  );
  return {
    latest: useSyncExternalStore(
      subscribe,
      () => deliveryStatus().latest,
      () => undefined,
    ),
    waitingCount: useSyncExternalStore(
      subscribe,
      () => outbox?.entries().length ?? 0,
      () => 0,
    ),
    keepsForLater: useSyncExternalStore(
      subscribe,
      () => deliveryStatus().keepsForLater,
      () => true,
    ),
  };
}
