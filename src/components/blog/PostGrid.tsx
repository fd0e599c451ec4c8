import type { PostMeta } from '../../content/types.ts';
import { PostCard } from './PostCard.tsx';
import styles from './PostGrid.module.css';

/** Two columns of cards on wide screens, one on phones. */
export function PostGrid({ posts }: { posts: PostMeta[] }) {
  return (
    <ul className={styles.grid}>
      {posts.map((post) => (
        <li key={post.slug}>
          <PostCard post={post} />
        </li>
      ))}
    </ul>
  );
}
