import { Suspense, type ReactNode } from 'react';
import { dataCacheKey, isDataReady, usePageData } from '../../content/resources.ts';
import { ContentErrorBoundary } from './ContentErrorBoundary.tsx';
import styles from './Prose.module.css';

interface PageDataProps<T> {
  /** A key of src/content/pageData.ts. */
  dataKey: string;
  /** Renders the page from its data; null means the data does not exist (an unknown slug). */
  children: (data: T | null) => ReactNode;
}

/** JSON that is safe inside a <script> element. */
const serialize = (data: unknown) => JSON.stringify(data).replace(/</g, '\\u003c');

function WithData<T>({ dataKey, children }: PageDataProps<T>) {
  const data = usePageData<T>(dataKey);
  return (
    <>
      {/* The page's data travels in its HTML, so hydration reads it here instead of fetching it. */}
      {data !== null && <script type="application/json" data-page-data={dataKey} dangerouslySetInnerHTML={{ __html: serialize(data) }} />}
      {children(data)}
    </>
  );
}

/**
 * Gives a page the small data file it shows (src/content/resources.ts): at once on the server and
 * when hydrating, after a fetch on client-side navigation (with a placeholder meanwhile).
 */
export function PageData<T>(props: PageDataProps<T>) {
  // Keyed by the data it shows: another page of the same route starts without the last one's error.
  return (
    <ContentErrorBoundary key={props.dataKey} contentKey={dataCacheKey(props.dataKey)}>
      {isDataReady(props.dataKey) ? (
        <WithData {...props} />
      ) : (
        <Suspense
          fallback={
            <div className={`container section ${styles.skeleton}`} aria-busy="true">
              <span className="visually-hidden">Loading…</span>
            </div>
          }
        >
          <WithData {...props} />
        </Suspense>
      )}
    </ContentErrorBoundary>
  );
}
