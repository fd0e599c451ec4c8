import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { pageTellsOfDelivery, subscribeToDeliveryNotices } from '../../lib/forms/deliveryNotices.ts';
import { mayHoldMessages } from '../../lib/forms/pageOutbox.ts';
import { importAgainAfterFailure } from '../../lib/importAgain.ts';

/** The notice's code; a failed load (connection lost) is forgotten, so the next page tries again. */
const loadNotice = importAgainAfterFailure(() => import('./SiteOutboxNotice.tsx'));

/** Whether this page should say that messages wait: it does not say so itself, and some may. */
const shouldTell = () => !pageTellsOfDelivery() && mayHoldMessages();

/**
 * Says on any page when a message this browser sent has not reached us yet (decision 7: nothing is
 * dropped silently), unless the page says so itself (a form, the thank-you page). The comment form
 * takes the visitor home, which has no notice of its own. Nothing is rendered, and no notice code
 * loaded, until a message may be waiting: never in the pre-rendered page, and checked again with
 * each new page (this renders again when the location changes), since a form may have stored one.
 * Not React.lazy: a lazy component whose code failed to load (offline) keeps throwing for good, and
 * from here its error reached the route's error page, which replaced the whole site until a reload.
 */
export function WaitingMessages() {
  const { pathname } = useLocation();
  const tell = useSyncExternalStore(subscribeToDeliveryNotices, shouldTell, () => false);
  const [Notice, setNotice] = useState<ComponentType>();
  useEffect(() => {
    if (tell && !Notice)
      loadNotice().then(
        ({ default: loaded }) => setNotice(() => loaded),
        () => undefined,
      );
  }, [tell, Notice, pathname]);
  // A new notice for each page: news that a message went through is not repeated on the next.
  return tell && Notice ? <Notice key={pathname} /> : null;
}
