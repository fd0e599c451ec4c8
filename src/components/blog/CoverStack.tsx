import type { PostMeta } from '../../content/types.ts';
import { PostImage } from './PostImage.tsx';
import styles from './CoverStack.module.css';

/** Posts' covers fanned out as a pile, the first in front: what a way to the whole blog leads to, at a glance. */
export function CoverStack({ posts }: { posts: readonly Pick<PostMeta, 'slug' | 'hero'>[] }) {
  if (posts.length === 0) return null;
  return (
    <span className={styles.stack} aria-hidden="true">
      {posts.slice(0, 3).map((post) => (
        <span key={post.slug} className={styles.cover}>
          <PostImage post={post} />
        </span>
      ))}
    </span>
  );
}
