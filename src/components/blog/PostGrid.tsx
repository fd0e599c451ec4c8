import type { ReactNode } from 'react';
import type { PostMeta } from '../../content/types.ts';
import { PostCard } from './PostCard.tsx';
import styles from './PostGrid.module.css';

/** The first row is in view on arrival: its images load at once, the rest when scrolled to. */
const FIRST_ROW = 2;

interface PostGridProps {
  posts: PostMeta[];
  /** 1 sets a short list one card to a row, each cover beside its words. */
  columns?: 1 | 2 | 3;
  last?: ReactNode;
  /** False on a category's own page, whose every card would name it again. */
  withCategory?: boolean;
}

/** Two columns of cards on wide screens (three for a row of further reading, one for a short list), one on phones. */
const columnClass = { 1: styles.one, 2: '', 3: styles.three };

export function PostGrid({ posts, columns = 2, last, withCategory = true }: PostGridProps) {
  return (
    <ul className={`${styles.grid} ${columnClass[columns]}`.trimEnd()}>
      {posts.map((post, index) => (
        <li key={post.slug}>
          <PostCard post={post} priority={index < FIRST_ROW} withCategory={withCategory} />
        </li>
      ))}
      {last && <li className={styles.last}>{last}</li>}
    </ul>
  );
}
