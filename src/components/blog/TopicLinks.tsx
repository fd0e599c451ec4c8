import { getBlogSummary } from '../../content/index.ts';
import { blogPaths } from '../../routes/paths.ts';
import { CurrentPageLink } from '../ui/CurrentPageLink.tsx';
import styles from './TopicLinks.module.css';

/** The blog's categories as a row of links near the top, where phones reach them before the sidebar. */
export function TopicLinks() {
  return (
    <nav aria-label="Blog topics" className={styles.topics} data-print="omit">
      <ul>
        {getBlogSummary().categories.map((category) => (
          <li key={category.slug}>
            <CurrentPageLink to={blogPaths.category(category.slug)}>
              {category.name}
              <span className={styles.count}>
                {category.count}
                <span className="visually-hidden"> {category.count === 1 ? 'post' : 'posts'}</span>
              </span>
            </CurrentPageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
