import { Link } from 'react-router-dom';
import type { PostMeta } from '../../content/types.ts';
import { formatDate } from '../../lib/dates.ts';
import { blogPaths } from '../../routes/paths.ts';
import { PostImage } from './PostImage.tsx';
import styles from './PostCard.module.css';

/** A post on a list page: art, category (or card label), date, title, two-line excerpt, Read more. */
export function PostCard({ post, headingLevel = 2, priority = false }: { post: PostMeta; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = `h${headingLevel}` as const;
  const href = blogPaths.post(post.slug);
  return (
    <article className={styles.card}>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <PostImage post={post} priority={priority} />
      </Link>
      <div className={styles.body}>
        <p className={styles.meta}>
          <Link to={blogPaths.category(post.categorySlug)} className={styles.category}>
            {post.cardLabel ?? post.category}
          </Link>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </p>
        <Heading className={styles.title}>
          <Link to={href}>{post.title}</Link>
        </Heading>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <Link to={href} className={styles.more}>
          Read more<span className="visually-hidden">: {post.title}</span>
        </Link>
      </div>
    </article>
  );
}
