import { lazy, Suspense } from 'react';

const NotFound = lazy(() => import('./index.tsx'));

/**
 * The not-found page as a page of slugs shows it (a post, case, category, tag or legal page that
 * does not exist). Only a client-side move can reach it there (a full load of an unknown address
 * starts on the pre-rendered 404 page), so its code, search box included, loads then and no page
 * that exists carries it at start.
 */
export function LazyNotFound() {
  return (
    <Suspense fallback={null}>
      <NotFound />
    </Suspense>
  );
}
