import { TopicLinks } from '../TopicLinks.tsx';
import styles from './FindArticles.module.css';
import { SearchBox } from './SearchBox.tsx';

/**
 * The blog's two ways into its articles, beside its heading: a search (showing the one under way,
 * `query`), and the topics, which step aside on a phone while a search shows its results.
 */
export function FindArticles({ query }: { query?: string }) {
  return (
    <div className={query ? `${styles.card} ${styles.searching}` : styles.card}>
      <p className={styles.kicker}>Find an article</p>
      <SearchBox query={query} />
      <div className={styles.topics}>
        <TopicLinks />
      </div>
    </div>
  );
}
