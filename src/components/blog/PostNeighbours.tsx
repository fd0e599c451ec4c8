import { Link } from 'react-router-dom';
import type { PostLink } from '../../content/types.ts';
import { blogPaths } from '../../routes/paths.ts';
import styles from './PostNeighbours.module.css';

/** Links to the older and the newer article, either of which may not exist. */
export function PostNeighbours({ older, newer }: { older: PostLink | null; newer: PostLink | null }) {
  if (!older && !newer) return null;
  return (
    <nav aria-label="More articles" className={styles.neighbours} data-print="omit">
      {older ? (
        <Link to={blogPaths.post(older.slug)} className={styles.link} rel="prev">
          <span className={styles.label}>Previous article</span>
          <span className={styles.title}>{older.title}</span>
        </Link>
      ) : (
        <span />
      )}
      {newer && (
        <Link to={blogPaths.post(newer.slug)} className={`${styles.link} ${styles.next}`} rel="next">
          <span className={styles.label}>Next article</span>
          <span className={styles.title}>{newer.title}</span>
        </Link>
      )}
    </nav>
  );
}
