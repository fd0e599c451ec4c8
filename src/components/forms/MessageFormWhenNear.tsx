import { lazy, memo, Suspense, useContext, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { UNSAFE_DataRouterContext } from 'react-router-dom';
import { UrgentContact } from '../ui/UrgentContact.tsx';
import { formCode, formCodeMissing, requestFormCode, subscribeToFormCodeMissing, type FormCodeMissing } from './deferredFormCode.ts';
import { keepDraft, restoreDraft } from './formDraft.ts';
import type { MessageFormForProps } from './MessageFormFor.tsx';
// The form's and its fields' styles: used here, they ship with the page's own, as the pre-rendered
// form must look right before its code loads (a browser test checks it).
import styles from './MessageForm.module.css';

/** How far below the screen the form may still be when its code starts to load: about a phone screen. */
const NEAR = '0px 0px 800px 0px';

/**
 * The form itself, its code (the form, its specs, its submit flow: 4.3 KB gzipped) loaded once
 * asked for. Until then React leaves the pre-rendered form in place, unhydrated.
 */
const LazyMessageForm = lazy(async () => ({ default: (await formCode()).MessageFormFor }));

const useFormCodeMissing = () => useSyncExternalStore(subscribeToFormCodeMissing, formCodeMissing, (): FormCodeMissing => false);

/**
 * Where React renders the form in the browser (a move from another page) rather than hydrating
 * it: a line in its place until its code is in, which is asked for, as on a pre-rendered page,
 * once the form nears the screen.
 */
function FormCodePending() {
  return useFormCodeMissing() ? null : <p className={styles.note}>Loading the form…</p>;
}

/** The form in `area`: the pre-rendered one, or the one rendered here; none while the loading line stands in for it. */
const formIn = (area: React.RefObject<HTMLElement | null>) => area.current?.querySelector('form');

/** Keeps what was typed into the form in `area`, if there is one, for when it is back (formDraft.ts). */
function keepDraftOf(area: React.RefObject<HTMLElement | null>): void {
  const form = formIn(area);
  if (form) keepDraft(form);
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
      requestFormCode();
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
 * Starts loading the code at the router's first move on this page, and says whether the
 * pre-rendered form must give way. React holds back a transition that reaches a boundary still
 * waiting to hydrate, and every state of the router reaches this one through its contexts: until
 * the form had its code, a link to a section of the article did nothing, and the loading bar
 * never showed on leaving. A move asks for the code, and the held update goes through once it is
 * in: one small fetch later. Should the code be missing (the connection down), the router would be
 * held until it returns; instead the form gives way: what was typed is kept (formDraft.ts), and
 * an update outside any transition lets React render the boundary afresh, which frees the router.
 * The form comes back, filled in again, when its code arrives.
 */
function useFormGivesWayToMoves(formArea: React.RefObject<HTMLElement | null>): boolean {
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  const [givesWay, setGivesWay] = useState(false);
  useEffect(() => {
    if (!router) return undefined;
    let moveWaiting = false;
    const giveWayIfHeld = () => {
      if (!moveWaiting || !formCodeMissing()) return;
      keepDraftOf(formArea);
      setGivesWay(true);
    };
    const stopMoves = router.subscribe(() => {
      moveWaiting = true;
      requestFormCode();
      giveWayIfHeld();
    });
    const stopMissing = subscribeToFormCodeMissing(giveWayIfHeld);
    return () => {
      stopMoves();
      stopMissing();
    };
  }, [router, formArea]);
  return givesWay;
}

/** A draft kept by a fresh load of this page (see CodeMissingNotice) goes back into the pre-rendered form. */
function useDraftRestored(ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    const form = formIn(ref);
    if (form && restoreDraft(form)) requestFormCode();
  }, [ref]);
}

/**
 * Says so while the form's code cannot arrive. A component of its own: were the form's wrapper to
 * render again for it, React would take that for new props of the unhydrated form and replace the
 * pre-rendered form, and what was typed into it, with the loading line. What it says of typed text
 * shows only where there is a form to type into, or one that gave way keeping what was typed (CSS:
 * not on a page reached by a link, which renders the loading line in its place).
 */
function CodeMissingNotice({ formArea }: { formArea: React.RefObject<HTMLElement | null> }) {
  const missing = useFormCodeMissing();
  return (
    // In the page from the start, so screen readers announce what appears in it; empty, it takes no room.
    <p role="status" className={missing ? styles.codeMissing : styles.quiet}>
      {missing === 'offline' && (
        <>
          This form cannot start yet: its code did not arrive, as the connection seems to be down. It starts as soon as the connection
          returns<span className={styles.keepsTyped}>, keeping anything typed into it</span>. <UrgentContact />
        </>
      )}
      {missing === 'unavailable' && (
        <>
          This form cannot start: its code keeps failing to arrive.{' '}
          <a href={window.location.href} onClick={() => keepDraftOf(formArea)}>
            Load the page again
          </a>{' '}
          to use it<span className={styles.keepsTyped}>; anything typed into it is kept</span>. <UrgentContact />
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
  const givesWay = useFormGivesWayToMoves(ref);
  useDraftRestored(ref);
  return (
    // Once the form has given way, what was typed is kept for its return: the notice may say so.
    <div ref={ref} className={styles.deferred} {...(givesWay ? { 'data-draft-kept': '' } : {})}>
      <CodeMissingNotice formArea={ref} />
      <Suspense fallback={<FormCodePending />}>
        {/* A new key is an update React cannot hydrate: it renders the form afresh. */}
        <LazyMessageForm key={givesWay ? 'rendered-here' : 'pre-rendered'} {...props} />
      </Suspense>
    </div>
  );
});
