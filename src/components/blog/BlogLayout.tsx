import type { ReactNode } from 'react';
import styles from './BlogLayout.module.css';
import { Sidebar } from './Sidebar.tsx';

/** Main column plus the blog sidebar (at least 416 px wide on large screens). */
export function BlogLayout({ children }: { children: ReactNode }) {
  return (
    <div className={`container section ${styles.layout}`}>
      <div className={styles.main}>{children}</div>
      <Sidebar />
    </div>
  );
}
