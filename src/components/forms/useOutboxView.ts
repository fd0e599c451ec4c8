import { useSyncExternalStore } from 'react';
import type { OutboxView } from '../../lib/forms/outbox.ts';
import { siteOutbox } from '../../lib/forms/siteOutbox.ts';

const subscribe = (listener: () => void) => siteOutbox().subscribe(listener);
const view = () => siteOutbox().view();
/** Nothing waits in the pre-rendered page: notices speak only once the page runs. */
const nothingYet: OutboxView = { waiting: 0, refused: [], tried: 0, latest: undefined, keepsForLater: true };

/** Where this browser's messages stand, kept current as the outbox changes, in this tab or another. */
export const useOutboxView = (): OutboxView => useSyncExternalStore(subscribe, view, () => nothingYet);
