import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useHref, useNavigate } from 'react-router-dom';
import { paths } from '../../../routes/paths.ts';
import styles from './SearchBox.module.css';

export const MIN_QUERY_LENGTH = 2;

interface SearchBoxProps {
  /** The search the page shows (the blog's front page at /blog?q=…): the box says what the results are for. */
  query?: string;
  /** The box's own label, seen by assistive technology only (the visible one is the box's heading or placeholder). */
  label?: string;
}

/**
 * The blog's search box, at the top of the blog and beside articles and topics. A query is
 * required; it leads to the blog's front page with the query in the address (/blog?q=…), where the
 * results show: a search is a link to share, and Back returns to the one before. Without scripts
 * the form sends the visitor to the same address and says that search needs JavaScript.
 */
export function SearchBox({ query = '', label = 'Search articles' }: SearchBoxProps) {
  const navigate = useNavigate();
  const action = useHref(paths.blog);
  const inputId = useId();
  const [value, setValue] = useState(query);
  const [shownQuery, setShownQuery] = useState(query);
  // Back or forward to another search: the box follows the address.
  if (query !== shownQuery) {
    setShownQuery(query);
    setValue(query);
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const q = value.trim();
    if (q.length < MIN_QUERY_LENGTH) return;
    // The same search again (after a failure, say) runs again without a second history entry.
    // The address and the results follow at once (not in the router's transition, a moment later):
    // the results say "Searching…" as the visitor asks, and what they type next is not overwritten.
    navigate({ pathname: paths.blog, search: `?${new URLSearchParams({ q })}` }, { replace: q === query, flushSync: true });
  }

  return (
    <div>
      <form role="search" action={action} method="get" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {label}
        </label>
        <Search aria-hidden="true" size={20} className={styles.icon} />
        <input
          id={inputId}
          name="q"
          type="search"
          required
          minLength={MIN_QUERY_LENGTH}
          maxLength={100}
          placeholder="Search articles"
          className={styles.input}
          value={value}
          onChange={(event) => setValue(event.target.value)}
        />
        <button type="submit" className={styles.button}>
          Search
        </button>
      </form>
      <noscript>
        <p className={styles.note}>
          Search needs JavaScript, which is off in your browser. The categories and tags below list every article.
        </p>
      </noscript>
    </div>
  );
}
