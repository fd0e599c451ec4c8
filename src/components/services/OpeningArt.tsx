import type { ReactNode } from 'react';
import styles from './OpeningArt.module.css';

/** A service page's own drawing in its opening; left off paper, where its navy would only spend ink. */
export function OpeningArt({ children }: { children: ReactNode }) {
  return (
    <div className={styles.panel} data-print="omit">
      {children}
    </div>
  );
}
