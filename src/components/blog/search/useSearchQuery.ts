import { useLocation } from 'react-router-dom';
import { useHydrated } from '../../../hooks/useHydrated.ts';

export interface SearchQuery {
  /** The query in the address (`?q=`), trimmed; empty while there is none. */
  query: string;
  /** The history entry it came with: the same query submitted again is a new search (after a failure, say). */
  entry: string;
}

/**
 * The search the blog's front page shows, read from its address. Empty in the pre-rendered page
 * and while it hydrates, which knows no query: the results replace the list of articles once the
 * page runs, without a hydration mismatch.
 */
export function useSearchQuery(): SearchQuery {
  const hydrated = useHydrated();
  // The router's location, read with the platform's URLSearchParams: its own search-params helpers
  // would add to the framework code every page loads.
  const { search, key } = useLocation();
  return { query: hydrated ? (new URLSearchParams(search).get('q') ?? '').trim() : '', entry: key };
}
