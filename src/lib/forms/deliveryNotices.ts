/**
 * Which parts of the page already tell the visitor where their message stands: a message form
 * (its held notice) and the thank-you page. The site-wide notice of waiting messages stays quiet
 * while one of them is on the page, so the visitor never reads the same news twice.
 */
import { createListeners } from '../listeners.ts';

let claims = 0;
const changes = createListeners();

/** Marks this page as telling of delivery itself until the returned function is called (once). */
export function claimDeliveryNotice(): () => void {
  claims += 1;
  changes.notify();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    claims -= 1;
    changes.notify();
  };
}

export const pageTellsOfDelivery = (): boolean => claims > 0;

export const subscribeToDeliveryNotices = changes.subscribe;
