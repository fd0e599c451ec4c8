import type { PostMeta } from '../../content/types.ts';
import { PostCard } from './PostCard.tsx';
import styles from './PostGrid.module.css';

/** The first row is in view on arrival: its images load at once, the rest when scrolled to. */
const FIRST_ROW = 2;

/** Two columns of cards on wide screens, one on phones. */
export function PostGrid({ posts }: { posts: PostMeta[] }) {
  return (
    <ul className={styles.grid}>
      {posts.map((post, index) => (
        <li key={post.slug}>
          <PostCard post={post} priority={index < FIRST_ROW} />
        </li>
      ))}
    </ul>
  );
}
