import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from '../../lib/forms/formSpecs.ts';
import { loadDestination, type FormDestination } from '../../routes/formDestinations.ts';

/**
 * The spec's move after a send: 3.5 s later, to `destination`, replacing the form's page in
 * history. Offline, with that page not loaded ahead, the router would show its error page: the
 * visitor stays on the form instead (`held`), and moves on once the connection returns.
 */
export function useMoveOnAfterSend(destination: FormDestination) {
  const navigate = useNavigate();
  const [held, setHeld] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Aborted when the form leaves the page, so a late move cannot take the visitor elsewhere. */
  const unmountSignal = useRef<AbortSignal>(undefined);

  useEffect(() => {
    const controller = new AbortController();
    unmountSignal.current = controller.signal;
    return () => {
      clearTimeout(timer.current);
      controller.abort();
    };
  }, []);

  async function moveOn(): Promise<void> {
    const loaded = await loadDestination(destination);
    if (unmountSignal.current?.aborted) return;
    if (loaded) {
      navigate(destination, { replace: true });
    } else if (navigator.onLine) {
      // Online, yet the page would not load: its file is gone after a deploy, or the browser keeps
      // an earlier failed import and will not fetch it again. A full page load fetches it anew.
      window.location.replace(`${import.meta.env.BASE_URL}${destination.slice(1)}`);
    } else {
      setHeld(true);
      window.addEventListener('online', () => void moveOn(), { once: true, signal: unmountSignal.current });
    }
  }

  return {
    held,
    /** Starts the 3.5 s wait; called once the message is on its way. */
    scheduleMoveOn: () => {
      timer.current = setTimeout(() => void moveOn(), REDIRECT_DELAY_MS);
    },
    /** Loads the next page ahead (on focus), so a connection lost before the submit does not stop the move. */
    preloadDestination: () => void loadDestination(destination),
  };
}
