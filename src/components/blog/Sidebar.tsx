import { Link } from 'react-router-dom';
import { getBlogSummary } from '../../content/index.ts';
import { formatDate } from '../../lib/dates.ts';
import { blogPaths } from '../../routes/paths.ts';
import { SearchBox } from './search/SearchBox.tsx';
import styles from './Sidebar.module.css';

/** The blog's side column, derived from the content: categories with counts, newest posts, tags. */
export function Sidebar() {
  const { categories, recent, tags } = getBlogSummary();
  return (
    <aside className={styles.sidebar} aria-label="Blog">
      <section className={styles.box} aria-labelledby="sidebar-search">
        <h2 id="sidebar-search" className={styles.heading}>
          Search
        </h2>
        <SearchBox />
      </section>
      <section className={styles.box} aria-labelledby="sidebar-categories">
        <h2 id="sidebar-categories" className={styles.heading}>
          Categories
        </h2>
        <ul className={styles.categories}>
          {categories.map((category) => (
            <li key={category.slug}>
              <Link to={blogPaths.category(category.slug)}>
                <span>{category.name}</span>
                <span className={styles.count}>
                  {category.count}
                  <span className="visually-hidden"> {category.count === 1 ? 'post' : 'posts'}</span>
                </span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.box} aria-labelledby="sidebar-recent">
        <h2 id="sidebar-recent" className={styles.heading}>
          Recent posts
        </h2>
        <ul className={styles.recent}>
          {recent.map((post) => (
            <li key={post.slug}>
              <Link to={blogPaths.post(post.slug)}>{post.title}</Link>
              <time dateTime={post.date}>{formatDate(post.date)}</time>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.box} aria-labelledby="sidebar-tags">
        <h2 id="sidebar-tags" className={styles.heading}>
          Tags
        </h2>
        <ul className={styles.tags}>
          {tags.map((tag) => (
            <li key={tag.slug}>
              <Link to={blogPaths.tag(tag.slug)}>{tag.name}</Link>
            </li>
          ))}
        </ul>
      </section>
    </aside>
  );
}
