import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { searchArticles, type SearchHit } from '../../../lib/search.ts';
import styles from './SearchBox.module.css';

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

/** The blog's search box: a query is required; results appear below it, with the matched words marked. */
export function SearchBox() {
  const [state, setState] = useState<SearchState>({ status: 'idle' });
  const inputId = useId();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    if (!query) return;
    setState({ status: 'searching' });
    try {
      setState({ status: 'done', query, hits: await searchArticles(query) });
    } catch {
      setState({ status: 'failed' });
    }
  }

  return (
    <div>
      <form role="search" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          Search articles
        </label>
        <input
          id={inputId}
          name="q"
          type="search"
          required
          minLength={2}
          maxLength={100}
          placeholder="Search articles"
          className={styles.input}
        />
        <button type="submit" className={styles.button}>
          <Search aria-hidden="true" size={20} />
          <span className="visually-hidden">Search</span>
        </button>
      </form>
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
