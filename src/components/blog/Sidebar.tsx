import { Rss } from 'lucide-react';
import type { ReactNode } from 'react';
import { getBlogSummary } from '../../content/index.ts';
import { formatDate } from '../../lib/dates.ts';
import { blogPaths } from '../../routes/paths.ts';
import { CurrentPageLink } from '../ui/CurrentPageLink.tsx';
import { CategoryLink } from './CategoryLink.tsx';
import { SearchBox } from './search/SearchBox.tsx';
import styles from './Sidebar.module.css';

interface SidebarBoxProps {
  id: string;
  title: string;
  /** Off phones, where the column runs under the article and the page is long enough. */
  wideOnly?: boolean;
  /** Half the row where the column runs under the article on a tablet, beside the other paired box. */
  paired?: boolean;
  children: ReactNode;
}

/** One box of the side column, named by its heading for assistive technology. */
function SidebarBox({ id, title, wideOnly = false, paired = false, children }: SidebarBoxProps) {
  const className = [styles.box, wideOnly && styles.wideOnly, paired && styles.paired].filter(Boolean).join(' ');
  return (
    <section className={className} aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      {children}
    </section>
  );
}

interface SidebarProps {
  /** The search box, which leads to the blog's results; the blog's front page has its own at the top. */
  search?: boolean;
  /** What stays in view beside an article while it is read (ReadingRail), between the search box and the rest. */
  rail?: ReactNode;
  /** The categories box; the blog's lists name their categories under their heading instead (TopicLinks). */
  categories?: boolean;
  /** The newest posts box; the blog's first page opens with those very posts. */
  recent?: boolean;
}

/**
 * The blog's side column, derived from the content: a search box, categories with counts, newest
 * posts, tags. Each entry is marked aria-current="page" on its own page, so the reader sees where
 * they are.
 */
export function Sidebar({ search = true, rail, categories: showCategories = true, recent: showRecent = true }: SidebarProps) {
  const { categories, recent, tags } = getBlogSummary();
  return (
    <aside className={styles.sidebar} aria-label="Blog" data-print="omit">
      {search && (
        <SidebarBox id="sidebar-search" title="Search">
          <SearchBox />
        </SidebarBox>
      )}
      {rail}
      {showCategories && (
        <SidebarBox id="sidebar-categories" title="Categories" wideOnly paired>
          <ul className={styles.categories}>
            {categories.map((category) => (
              <li key={category.slug}>
                <CategoryLink category={category} countClassName={styles.count} />
              </li>
            ))}
          </ul>
        </SidebarBox>
      )}
      {showRecent && (
        <SidebarBox id="sidebar-recent" title="Recent posts" paired>
          <ul className={styles.recent}>
            {recent.map((post) => (
              <li key={post.slug}>
                <CurrentPageLink to={blogPaths.post(post.slug)}>{post.title}</CurrentPageLink>
                <time dateTime={post.date}>{formatDate(post.date)}</time>
              </li>
            ))}
          </ul>
        </SidebarBox>
      )}
      <SidebarBox id="sidebar-follow" title="Follow the blog">
        <p className={styles.follow}>
          <Rss aria-hidden="true" size={18} />
          <span>
            New articles in your feed reader: <a href={`${import.meta.env.BASE_URL}rss.xml`}>RSS</a> or{' '}
            <a href={`${import.meta.env.BASE_URL}atom.xml`}>Atom</a>.
          </span>
        </p>
      </SidebarBox>
      <SidebarBox id="sidebar-tags" title="Tags" wideOnly>
        <ul className={styles.tags}>
          {tags.map((tag) => (
            <li key={tag.slug}>
              <CurrentPageLink to={blogPaths.tag(tag.slug)} className="pattern-tag">
                {tag.name}
              </CurrentPageLink>
            </li>
          ))}
        </ul>
      </SidebarBox>
    </aside>
  );
}
