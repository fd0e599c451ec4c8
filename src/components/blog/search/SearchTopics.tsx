import { TopicLinks } from '../TopicLinks.tsx';
import styles from './SearchTopics.module.css';

/** Beside a search's heading on wide screens: the other way into the articles. Phones go straight to the results. */
export function SearchTopics() {
  return (
    <div className={styles.card}>
      <p className={styles.kicker}>Or browse a topic</p>
      <TopicLinks />
    </div>
  );
}
