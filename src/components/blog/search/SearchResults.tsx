import { X } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../routes/paths.ts';
import { SearchHitItem } from './SearchHitItem.tsx';
import styles from './SearchResults.module.css';
import { useArticleSearch, type SearchState } from './useArticleSearch.ts';

const articles = (count: number) => `${count} ${count === 1 ? 'article' : 'articles'}`;

function statusText(state: SearchState): string {
  if (state.status === 'searching') return 'Searching…';
  if (state.status === 'failed') return 'Search is unavailable right now. Check your connection and try again.';
  const { total, hits } = state.answer;
  if (total === 0) return `No articles match “${state.query}”.`;
  const shown = hits.length < total ? ` Showing the ${hits.length} most relevant.` : '';
  return `${articles(total)} ${total === 1 ? 'matches' : 'match'} “${state.query}”.${shown}`;
}

/**
 * The results of the search in the address, in the blog's main column in place of its list of
 * articles: a count, then each article with its category, date and the passage that matched.
 */
export function SearchResults({ query, entry }: { query: string; entry: string }) {
  const state = useArticleSearch(query, entry);
  const headingId = useId();
  const hits = state.status === 'done' ? state.answer.hits : [];
  return (
    <section aria-labelledby={headingId} className={styles.results}>
      <div className={styles.head}>
        <h2 id={headingId} className={styles.heading}>
          Results for “{query}”
        </h2>
        <Link to={paths.blog} className={styles.clear}>
          <X aria-hidden="true" size={16} />
          Clear search
        </Link>
      </div>
      <p role="status" className={styles.status}>
        {statusText(state)}
      </p>
      {hits.length > 0 && (
        <ol className={styles.list} aria-label="Search results">
          {hits.map((hit) => (
            <SearchHitItem key={hit.path} hit={hit} />
          ))}
        </ol>
      )}
      {state.status === 'done' && hits.length === 0 && (
        <p className={styles.empty}>
          Try a shorter or more general word, or <Link to={paths.blog}>see every article and its topics</Link>.
        </p>
      )}
    </section>
  );
}
