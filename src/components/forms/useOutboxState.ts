import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { latestFromForm } from '../../lib/forms/formDelivery.ts';
import { loadOutbox } from '../../lib/forms/pageOutbox.ts';
import type { DeliveryState, Outbox } from '../../lib/forms/outbox.ts';

export interface OutboxState {
  /** What became of the message this tab sent last; undefined after a reload or on a later visit. */
  latest: DeliveryState | undefined;
  /** How many messages this browser still holds for the provider. */
  waitingCount: number;
  /** False when the browser refused storage: waiting messages go with this page. */
  keepsForLater: boolean;
}

/** The outbox, once its code has loaded: at once after a form, on the connection's return when it could not. */
function useLoadedOutbox(): Outbox | undefined {
  const [outbox, setOutbox] = useState<Outbox>();
  useEffect(() => {
    const controller = new AbortController();
    const load = () =>
      loadOutbox().then(
        (loaded) => {
          controller.abort();
          setOutbox(loaded);
        },
        () => undefined,
      );
    void load();
    window.addEventListener('online', () => void load(), { signal: controller.signal });
    return () => controller.abort();
  }, []);
  return outbox;
}

/**
 * The outbox as the thank-you page tells it; nothing waits in the pre-rendered HTML. Until its code
 * loads, what the form knows: that its message is waiting, if it could not reach the outbox.
 */
export function useOutboxState(): OutboxState {
  const outbox = useLoadedOutbox();
  const subscribe = useCallback((listener: () => void) => outbox?.subscribe(listener) ?? (() => undefined), [outbox]);
  return {
    latest: useSyncExternalStore(
      subscribe,
      () => (outbox ? outbox.latestDelivery() : latestFromForm().state),
      () => undefined,
    ),
    waitingCount: useSyncExternalStore(
      subscribe,
      () => outbox?.entries().length ?? 0,
      () => 0,
    ),
    keepsForLater: useSyncExternalStore(
      subscribe,
      () => (outbox ? outbox.keepsForLater() : latestFromForm().keepsForLater),
      () => true,
    ),
  };
}
