/**
 * Which parts of the page already tell the visitor where their message stands: a message form
 * (its held notice) and the thank-you page. The site-wide notice of waiting messages stays quiet
 * while one of them is on the page, so the visitor never reads the same news twice.
 */
let claims = 0;
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** Marks this page as telling of delivery itself until the returned function is called (once). */
export function claimDeliveryNotice(): () => void {
  claims += 1;
  changed();
  let released = false;
  return () => {
    if (released) return;
    released = true;
    claims -= 1;
    changed();
  };
}

export const pageTellsOfDelivery = (): boolean => claims > 0;

export function subscribeToDeliveryNotices(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
