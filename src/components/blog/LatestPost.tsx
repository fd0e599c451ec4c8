import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PostMeta } from '../../content/types.ts';
import { blogPaths } from '../../routes/paths.ts';
import styles from './LatestPost.module.css';
import { PostDateline } from './PostDateline.tsx';
import { PostImage } from './PostImage.tsx';

/** The blog's newest article, in its opening: the first of the page's articles, with its cover large. */
export function LatestPost({ post, kicker }: { post: PostMeta; kicker: string }) {
  const href = blogPaths.post(post.slug);
  return (
    <article className={styles.card}>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <PostImage post={post} priority />
      </Link>
      <div className={styles.body}>
        <p className={styles.kicker}>{kicker}</p>
        <PostDateline post={post} />
        <h2 className={styles.title}>
          <Link to={href}>{post.title}</Link>
        </h2>
        <p className={styles.excerpt}>{post.excerpt}</p>
        <span className={styles.more} aria-hidden="true">
          Read the article <ArrowRight size={16} />
        </span>
      </div>
    </article>
  );
}
