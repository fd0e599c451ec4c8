import { Suspense, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { bodyCacheKey, bodyKey, isBodyReady, useBody } from '../../content/resources.ts';
import type { ContentKind } from '../../content/types.ts';
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

function BodyHtml({ kind, slug }: EntryBodyProps) {
  const html = useBody(kind, slug);
  const ref = useRef<HTMLDivElement>(null);
  useInAppLinks(ref);
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
 * The rendered Markdown body of a post, case study or legal page. A body already at hand renders
 * without a Suspense boundary: React would otherwise stream a large boundary after the shell,
 * hiding the text from readers without JavaScript.
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
          <BodyHtml {...props} />
        </Suspense>
      )}
    </ContentErrorBoundary>
  );
}
