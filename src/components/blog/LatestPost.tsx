import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PostMeta } from '../../content/types.ts';
import { formatDate } from '../../lib/dates.ts';
import { blogPaths } from '../../routes/paths.ts';
import styles from './LatestPost.module.css';
import { PostImage } from './PostImage.tsx';

/**
 * The newest article of a list, in the list's opening: category, date, title and teaser, with its
 * cover where the card has the room (the blog's front page), without where the list below is short
 * and shows the cover anyway (a category or tag).
 */
export function LatestPost({ post, kicker, withCover = true }: { post: PostMeta; kicker: string; withCover?: boolean }) {
  const href = blogPaths.post(post.slug);
  return (
    <div className={withCover ? styles.card : `${styles.card} ${styles.compact}`}>
      {withCover && (
        <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
          <PostImage post={post} priority />
        </Link>
      )}
      <div className={styles.body}>
        <p className={styles.kicker}>{kicker}</p>
        <p className={styles.meta}>
          <Link to={blogPaths.category(post.categorySlug)} className={styles.category}>
            {post.category}
          </Link>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <h2 className={styles.title}>
          <Link to={href}>{post.title}</Link>
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <span className={styles.more} aria-hidden="true">
          Read the article <ArrowRight size={16} />
        </span>
      </div>
    </div>
  );
}
