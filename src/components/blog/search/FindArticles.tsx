import { TopicLinks } from '../TopicLinks.tsx';
import styles from './FindArticles.module.css';
import { SearchBox } from './SearchBox.tsx';

/** The blog's two ways into its articles, side by side with its heading: a search, and the topics. */
export function FindArticles() {
  return (
    <div className={styles.card}>
      <p className={styles.kicker}>Find an article</p>
      <SearchBox />
      <TopicLinks />
    </div>
  );
}
