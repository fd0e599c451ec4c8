import { useEffect, useState } from 'react';
import { searchArticles, type SearchAnswer } from '../../../lib/search.ts';

export type SearchState =
  { status: 'searching'; query: string } | { status: 'done'; query: string; answer: SearchAnswer } | { status: 'failed'; query: string };

/**
 * Runs the search `query` names, again for every new `entry` (its history entry). Until its answer
 * comes, it is searching; an earlier search answering late (its files were slower) is dropped,
 * so only the latest one shows.
 */
export function useArticleSearch(query: string, entry: string): SearchState {
  const key = `${entry}\n${query}`;
  const [answered, setAnswered] = useState<{ key: string; state: SearchState }>();
  useEffect(() => {
    let latest = true;
    searchArticles(query).then(
      (answer) => latest && setAnswered({ key, state: { status: 'done', query, answer } }),
      () => latest && setAnswered({ key, state: { status: 'failed', query } }),
    );
    return () => {
      latest = false;
    };
  }, [key, query]);
  return answered?.key === key ? answered.state : { status: 'searching', query };
}
