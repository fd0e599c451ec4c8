import { getBlogSummary } from '../../content/index.ts';
import { CategoryLink } from './CategoryLink.tsx';
import styles from './TopicLinks.module.css';

/** The blog's categories as a row of links near the top, where phones reach them before the sidebar. */
export function TopicLinks() {
  return (
    <nav aria-label="Blog topics" className={styles.topics} data-print="omit">
      <ul className={styles.list}>
        {getBlogSummary().categories.map((category) => (
          <li key={category.slug}>
            <CategoryLink category={category} className={styles.topic} countClassName={styles.count} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
