import { Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { searchArticles, type SearchHit } from '../../../lib/search.ts';
import styles from './SearchBox.module.css';

const MIN_QUERY_LENGTH = 2;

type SearchState =
  { status: 'idle' } | { status: 'searching' } | { status: 'done'; query: string; hits: SearchHit[] } | { status: 'failed' };

function statusText(state: SearchState): string {
  if (state.status === 'searching') return 'Searching…';
  if (state.status === 'failed') return 'Search is unavailable right now. Check your connection and try again.';
  if (state.status !== 'done') return '';
  const count = state.hits.length;
  return count === 0
    ? `No articles match “${state.query}”.`
    : `${count} ${count === 1 ? 'article matches' : 'articles match'} “${state.query}”.`;
}

/**
 * The blog's search box: a query is required; results appear below it, with the matched words
 * marked. A query in the address (`?q=`) runs once the page is ready: that is where the form sends
 * one submitted before the scripts loaded, and it makes a search a link that can be shared.
 */
export function SearchBox() {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const queryInAddress = new URLSearchParams(useLocation().search).get('q')?.trim() ?? '';
  /** The latest search: an earlier one answering late (its files were slower) must not replace it. */
  const latest = useRef(0);

  async function search(query: string) {
    const id = (latest.current += 1);
    setState({ status: 'searching' });
    let next: SearchState;
    try {
      next = { status: 'done', query, hits: await searchArticles(query) };
    } catch {
      next = { status: 'failed' };
    }
    if (id === latest.current) setState(next);
  }

  useEffect(() => {
    if (queryInAddress.length < MIN_QUERY_LENGTH || !input.current) return;
    input.current.value = queryInAddress;
    // On a phone the box is below the articles: the visitor asked for this search, so show it.
    input.current.focus();
    void search(queryInAddress);
  }, [queryInAddress]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (query) void search(query);
  }

  return (
    <div>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search articles
        </label>
        <input
          id={inputId}
          ref={input}
          name="q"
          type="search"
          required
          minLength={MIN_QUERY_LENGTH}
          maxLength={100}
          placeholder="Search articles"
          className={styles.input}
        />
        <button type="submit" className={styles.button}>
          <Search aria-hidden="true" size={20} />
          <span className="visually-hidden">Search</span>
        </button>
      </form>
      <noscript>
        <p className={styles.status}>
          Search needs JavaScript, which is off in your browser. The categories and tags below list every article.
        </p>
      </noscript>
      <p className={styles.status} role="status">
        {statusText(state)}
      </p>
      {state.status === 'done' && state.hits.length > 0 && (
        <ol className={styles.results}>
          {state.hits.map((hit) => (
            <li key={hit.path}>
              <Link to={hit.path} className={styles.title}>
                {hit.title}
              </Link>
              {/* Pagefind escapes the article text and adds only <mark> around the matched words. */}
              <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: hit.excerptHtml }} />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
