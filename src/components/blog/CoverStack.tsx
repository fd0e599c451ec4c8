import type { PostMeta } from '../../content/types.ts';
import { PostImage } from './PostImage.tsx';
import styles from './CoverStack.module.css';

/** The newest posts' covers fanned out as a pile: what a way to the whole blog leads to, at a glance. */
export function CoverStack({ posts }: { posts: readonly Pick<PostMeta, 'slug' | 'hero'>[] }) {
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
