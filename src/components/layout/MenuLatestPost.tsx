import type { ListedPost } from '../../content/types.ts';
import { blogPaths } from '../../routes/paths.ts';
import { PostImage } from '../blog/PostImage.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import styles from './MenuLatestPost.module.css';

/** The blog's newest article at the foot of the phone menu: something to read, where the panel would stand empty. */
export function MenuLatestPost({ post, onFollow }: { post: ListedPost; onFollow: () => void }) {
  return (
    <SmartLink href={blogPaths.post(post.slug)} className={styles.card} onClick={onFollow}>
      <span className={styles.cover}>
        <PostImage post={post} />
      </span>
      <span className={styles.words}>
        <span className={styles.kicker}>New on the blog</span>
        <span className={styles.title}>{post.title}</span>
      </span>
    </SmartLink>
  );
}
