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
}

/** Main column plus the blog sidebar (at least 416 px wide on large screens). */
export function BlogLayout({ children, search = true, rail, categories = true }: BlogLayoutProps) {
  return (
    <div className={`container section ${styles.layout}`}>
      <div className={styles.main}>{children}</div>
      <Sidebar search={search} rail={rail} categories={categories} />
    </div>
  );
}
