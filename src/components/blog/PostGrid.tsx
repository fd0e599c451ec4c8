import type { ReactNode } from 'react';
import type { ListedPost } from '../../content/types.ts';
import { PostCard } from './PostCard.tsx';
import styles from './PostGrid.module.css';

/** The first row is in view on arrival: its images load at once, the rest when scrolled to. */
const FIRST_ROW = 2;

interface PostGridProps {
  posts: ListedPost[];
  columns?: 2 | 3;
  last?: ReactNode;
  /** False on a category's own page, whose every card would name it again. */
  withCategory?: boolean;
}

/** Two columns of cards on wide screens (three for a row of further reading), one on phones. */
export function PostGrid({ posts, columns = 2, last, withCategory = true }: PostGridProps) {
  return (
    <ul className={columns === 3 ? `${styles.grid} ${styles.three}` : styles.grid}>
      {posts.map((post, index) => (
        <li key={post.slug}>
          <PostCard post={post} priority={index < FIRST_ROW} withCategory={withCategory} />
        </li>
      ))}
      {last && <li className={styles.last}>{last}</li>}
    </ul>
  );
}
