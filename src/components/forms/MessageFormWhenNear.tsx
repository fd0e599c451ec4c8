import { lazy, memo, Suspense, useEffect, useRef, useSyncExternalStore } from 'react';
import { importAgainAfterFailure } from '../../lib/importAgain.ts';
import { UrgentContact } from '../ui/UrgentContact.tsx';
import type { MessageFormForProps } from './MessageFormFor.tsx';
// The form's and its fields' styles: used here, they ship with the page's own, as the pre-rendered
// form must look right before its code loads (a browser test checks it).
import styles from './MessageForm.module.css';

/** How far below the screen the form may still be when its code starts to load: about a phone screen. */
const NEAR = '0px 0px 800px 0px';
/** How long to wait before trying again when the code did not arrive and the browser does not report going offline. */
const RETRY_MS = 15_000;

let requestCode = () => {};
const codeRequested = new Promise<void>((resolve) => {
  requestCode = resolve;
});

/** Whether the form's code failed to arrive and is being tried again: the page says so beside the form. */
let codeMissing = false;
const codeMissingListeners = new Set<() => void>();
function setCodeMissing(missing: boolean) {
  codeMissing = missing;
  codeMissingListeners.forEach((listener) => listener());
}
function subscribeToCodeMissing(listener: () => void) {
  codeMissingListeners.add(listener);
  return () => codeMissingListeners.delete(listener);
}

/** Resolves when the connection is back (or, where the browser cannot tell, after a while). */
function connectionBack(): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      window.removeEventListener('online', done);
      clearTimeout(timer);
      resolve();
    };
    const timer = navigator.onLine ? setTimeout(done, RETRY_MS) : undefined;
    window.addEventListener('online', done);
  });
}

const importForm = importAgainAfterFailure(() => import('./MessageFormFor.tsx'));

/**
 * The form's code (the form, its specs, its submit flow, the outbox's hand-over: ~5 KB gzipped),
 * fetched once requested. The pre-renderer renders it at once; in the browser, React leaves the
 * pre-rendered form in place, unhydrated, until the code is in. Code that does not arrive is tried
 * again when the connection returns, never given up for an error view: that would replace the
 * pre-rendered form, and with it what the visitor typed.
 */
const LazyMessageForm = lazy(async () => {
  if (!import.meta.env.SSR) await codeRequested;
  return { default: (await importFormUntilItArrives()).MessageFormFor };
});

async function importFormUntilItArrives() {
  for (;;) {
    try {
      const loaded = await importForm();
      setCodeMissing(false);
      return loaded;
    } catch (error) {
      if (import.meta.env.SSR) throw error;
      setCodeMissing(true);
      await connectionBack();
    }
  }
}

/** Rendered only when React renders the form in the browser (a move to another article): the code is needed now. */
function RequestCodeNow() {
  useEffect(requestCode, []);
  return (
    <p aria-busy="true" className={styles.note}>
      Loading the form…
    </p>
  );
}

/** Starts loading the code when `element` comes within NEAR of the screen, or is touched or tabbed into. */
function useRequestCodeWhenNear(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = ref.current;
    if (!element) return undefined;
    const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && request(), {
      rootMargin: NEAR,
    });
    function request() {
      stop();
      requestCode();
    }
    function stop() {
      observer.disconnect();
      element!.removeEventListener('focusin', request);
      element!.removeEventListener('pointerdown', request);
    }
    observer.observe(element);
    element.addEventListener('focusin', request);
    element.addEventListener('pointerdown', request);
    return stop;
  }, [ref]);
}

/**
 * Says so while the form's code cannot arrive. A component of its own: were the form's wrapper to
 * render again for it, React would take that for new props of the unhydrated form and replace the
 * pre-rendered form, and what was typed into it, with the loading line.
 */
function CodeMissingNotice() {
  const missing = useSyncExternalStore(
    subscribeToCodeMissing,
    () => codeMissing,
    () => false,
  );
  return (
    // In the page from the start, so screen readers announce what appears in it; empty, it takes no room.
    <p role="status" className={missing ? styles.codeMissing : styles.quiet}>
      {missing && (
        <>
          This form cannot start yet: its code did not arrive, as the connection seems to be down. What you type stays here, and the form
          starts as soon as the connection returns. <UrgentContact />
        </>
      )}
    </p>
  );
}

/**
 * A message form far down a page (the comment form under an article) whose code loads when the
 * visitor nears it, touches it or tabs into it, rather than with the page: visitors who only read
 * download none of it. Until then it is the pre-rendered form, which looks the same and keeps
 * what is typed into it (its button stays off until the code runs, as on any page not yet hydrated).
 * Memoised, so a render of the page around it does not hand React new props for the form before
 * it has hydrated, which would make React drop the pre-rendered form for the loading line.
 */
export const MessageFormWhenNear = memo(function MessageFormWhenNear(props: MessageFormForProps) {
  const ref = useRef<HTMLDivElement>(null);
  useRequestCodeWhenNear(ref);
  return (
    <div ref={ref}>
      <CodeMissingNotice />
      <Suspense fallback={<RequestCodeNow />}>
        <LazyMessageForm {...props} />
      </Suspense>
    </div>
  );
});
