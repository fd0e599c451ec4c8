import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { getBlogSummary } from '../../content/index.ts';
import { formatDate } from '../../lib/dates.ts';
import { blogPaths } from '../../routes/paths.ts';
import { SearchBox } from './search/SearchBox.tsx';
import styles from './Sidebar.module.css';

/** One box of the side column, named by its heading for assistive technology. */
function SidebarBox({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className={styles.box} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * The blog's side column, derived from the content: categories with counts, newest posts, tags.
 * Each entry is marked aria-current="page" on its own page (NavLink), so the reader sees where they are.
 */
export function Sidebar() {
  const { categories, recent, tags } = getBlogSummary();
  return (
    <aside className={styles.sidebar} aria-label="Blog">
      <SidebarBox id="sidebar-search" title="Search">
        <SearchBox />
      </SidebarBox>
      <SidebarBox id="sidebar-categories" title="Categories">
        <ul className={styles.categories}>
          {categories.map((category) => (
            <li key={category.slug}>
              <NavLink to={blogPaths.category(category.slug)} end>
                <span>{category.name}</span>
                <span className={styles.count}>
                  {category.count}
                  <span className="visually-hidden"> {category.count === 1 ? 'post' : 'posts'}</span>
                </span>
              </NavLink>
            </li>
          ))}
        </ul>
      </SidebarBox>
      <SidebarBox id="sidebar-recent" title="Recent posts">
        <ul className={styles.recent}>
          {recent.map((post) => (
            <li key={post.slug}>
              <NavLink to={blogPaths.post(post.slug)} end>
                {post.title}
              </NavLink>
              <time dateTime={post.date}>{formatDate(post.date)}</time>
            </li>
          ))}
        </ul>
      </SidebarBox>
      <SidebarBox id="sidebar-tags" title="Tags">
        <ul className={styles.tags}>
          {tags.map((tag) => (
            <li key={tag.slug}>
              <NavLink to={blogPaths.tag(tag.slug)} end>
                {tag.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </SidebarBox>
    </aside>
  );
}
