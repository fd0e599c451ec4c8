import { Link } from 'react-router-dom';
import type { PostMeta } from '../../content/types.ts';
import { formatDate } from '../../lib/dates.ts';
import { blogPaths } from '../../routes/paths.ts';
import styles from './PostDateline.module.css';

/** A post's category, as the chip that links to it, and its date: the line above a card's title. */
export function PostDateline({ post }: { post: Pick<PostMeta, 'category' | 'categorySlug' | 'date'> }) {
  return (
    <p className={styles.meta}>
      <Link to={blogPaths.category(post.categorySlug)} className={styles.category}>
        {post.category}
      </Link>
      <time dateTime={post.date}>{formatDate(post.date)}</time>
    </p>
  );
}
