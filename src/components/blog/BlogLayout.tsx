import type { ReactNode } from 'react';
import styles from './BlogLayout.module.css';
import { Sidebar } from './Sidebar.tsx';

/**
 * Main column plus the blog sidebar (at least 416 px wide on large screens). `reading`: an
 * article's page, whose one column, below the width that fits the sidebar beside it, is centred
 * at reading width instead of leaving a wide empty strip to its right.
 */
export function BlogLayout({ children, reading = false }: { children: ReactNode; reading?: boolean }) {
  return (
    <div className={`container section ${styles.layout} ${reading ? styles.reading : ''}`}>
      <div className={styles.main}>{children}</div>
      <Sidebar />
    </div>
  );
}
