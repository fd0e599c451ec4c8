import { Link } from 'react-router-dom';
import type { PostMeta } from '../../content/types.ts';
import { formatDate } from '../../lib/dates.ts';
import { blogPaths } from '../../routes/paths.ts';
import styles from './PostDateline.module.css';

interface PostDatelineProps {
  post: Pick<PostMeta, 'category' | 'categorySlug' | 'date' | 'cardLabel'>;
  /** The chip on a line of its own and the date under it, so that every card's title starts at the same height. */
  stacked?: boolean;
  withCategory?: boolean;
}

/** A post's category, as the chip that links to it, its date and the writer's card label if any: the lines above a card's title. */
export function PostDateline({ post, stacked = false, withCategory = true }: PostDatelineProps) {
  return (
    <p className={stacked ? `${styles.meta} ${styles.stacked}` : styles.meta}>
      {withCategory && (
        <Link to={blogPaths.category(post.categorySlug)} className={styles.category}>
          {post.category}
        </Link>
      )}
      <span className={styles.when}>
        <time dateTime={post.date}>{formatDate(post.date)}</time>
        {post.cardLabel && <span className={styles.label}>{post.cardLabel}</span>}
      </span>
    </p>
  );
}
