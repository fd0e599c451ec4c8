import { Suspense, useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { bodyCacheKey, bodyKey, isBodyReady, useBody } from '../../content/resources.ts';
import type { ContentKind } from '../../content/types.ts';
import { focusWithoutScrolling, linkedSection } from '../layout/linkedSection.ts';
import { ContentErrorBoundary } from './ContentErrorBoundary.tsx';
import styles from './Prose.module.css';

interface EntryBodyProps {
  kind: ContentKind;
  slug: string;
}

/** Lets links inside Markdown move within the app instead of reloading the page. */
function useInAppLinks(container: React.RefObject<HTMLDivElement | null>) {
  const navigate = useNavigate();
  useEffect(() => {
    const element = container.current;
    if (!element) return undefined;
    const base = import.meta.env.BASE_URL.replace(/\/$/, '');
    function onClick(event: MouseEvent) {
      const anchor = (event.target as Element).closest('a');
      if (!anchor || anchor.target || event.defaultPrevented || event.button !== 0) return;
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const url = new URL(anchor.href);
      if (url.origin !== window.location.origin || !url.pathname.startsWith(`${base}/`)) return;
      event.preventDefault();
      navigate(url.pathname.slice(base.length) + url.search + url.hash);
    }
    element.addEventListener('click', onClick);
    return () => element.removeEventListener('click', onClick);
  }, [container, navigate]);
}

/**
 * For a body fetched after its page rendered (a move within the site): the section the address
 * names (`/blog/x#costs`) exists only now, after the page was scrolled to the top for want of it.
 * Goes there as a page load would, and puts focus there as FocusOnNewPage does: unless the reader
 * has moved focus from where that left it (the main region) meanwhile, into the menu, say.
 */
function useLinkedSectionOnArrival(arrivedLate: boolean) {
  const { hash } = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => {
    // Back and forward keep the browser's own restoration, as in ScrollToTop.
    if (!arrivedLate || navigationType === 'POP') return;
    const target = linkedSection(hash);
    if (!target || document.activeElement !== document.getElementById('main')) return;
    // At once, as a page load would: not a smooth glide down the whole article.
    target.scrollIntoView({ behavior: 'instant' });
    focusWithoutScrolling(target);
    // Once, when the body arrives: later moves within the page are ScrollToTop's.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}

function BodyHtml({ kind, slug, arrivedLate = false }: EntryBodyProps & { arrivedLate?: boolean }) {
  const html = useBody(kind, slug);
  const ref = useRef<HTMLDivElement>(null);
  useInAppLinks(ref);
  useLinkedSectionOnArrival(arrivedLate);
  return <div ref={ref} className={styles.prose} data-body={bodyKey(kind, slug)} dangerouslySetInnerHTML={{ __html: html }} />;
}

function BodySkeleton() {
  return (
    <div className={styles.skeleton} aria-busy="true">
      <span className="visually-hidden">Loading the text…</span>
    </div>
  );
}

/**
 * The rendered Markdown body of a post, case study or legal page. Only a body still to be fetched
 * (after a move within the site) waits in a Suspense boundary; one at hand, as in every
 * pre-rendered page, renders at once and hydrates with the rest of the page.
 */
export function EntryBody(props: EntryBodyProps) {
  // Keyed by the body it shows: another page of the same route starts without the last one's error.
  const contentKey = bodyCacheKey(props.kind, props.slug);
  return (
    <ContentErrorBoundary key={contentKey} contentKey={contentKey}>
      {isBodyReady(props.kind, props.slug) ? (
        <BodyHtml {...props} />
      ) : (
        <Suspense fallback={<BodySkeleton />}>
          <BodyHtml {...props} arrivedLate />
        </Suspense>
      )}
    </ContentErrorBoundary>
  );
}
