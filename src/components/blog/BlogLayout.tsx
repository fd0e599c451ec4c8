import type { ReactNode } from 'react';
import styles from './BlogLayout.module.css';
import { Sidebar } from './Sidebar.tsx';

interface BlogLayoutProps {
  children: ReactNode;
  /** The sidebar's search box; the blog's front page has its own at the top. */
  search?: boolean;
  /** What stays in view in the sidebar while an article is read (ReadingRail). */
  rail?: ReactNode;
  /** The sidebar's categories box; a list page names its categories under its heading instead. */
  categories?: boolean;
  /** The sidebar's newest posts box; the blog's first page opens with those very posts. */
  recent?: boolean;
  /** The sidebar stays in view as a list of articles taller than it scrolls by, instead of ending halfway. */
  stickySidebar?: boolean;
}

/** Main column plus the blog sidebar (at least 416 px wide on large screens). */
export function BlogLayout({ children, search = true, rail, categories = true, recent = true, stickySidebar = false }: BlogLayoutProps) {
  return (
    <div className={`container section ${styles.layout} ${stickySidebar ? styles.stickySidebar : ''}`}>
      <div className={styles.main}>{children}</div>
      <Sidebar search={search} rail={rail} categories={categories} recent={recent} />
    </div>
  );
}
