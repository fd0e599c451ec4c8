import { ArrowRight } from 'lucide-react';
import type { CSSProperties } from 'react';
import { Link } from 'react-router-dom';
import { categoryColor } from '../../content/taxonomy.ts';
import type { ListedPost } from '../../content/types.ts';
import { blogPaths } from '../../routes/paths.ts';
import { PostDateline } from './PostDateline.tsx';
import { leadSentence } from './leadSentence.ts';
import { PostImage } from './PostImage.tsx';
import styles from './PostCard.module.css';

/**
 * A post on a list page: art, category, date and the writer's card label if any, title, the
 * teaser's first sentence, Read more. The chip names the category it links to, except on that category's page.
 */
export function PostCard({
  post,
  headingLevel = 2,
  priority = false,
  withCategory = true,
}: {
  post: ListedPost;
  headingLevel?: 2 | 3;
  priority?: boolean;
  withCategory?: boolean;
}) {
  const Heading = `h${headingLevel}` as const;
  const href = blogPaths.post(post.slug);
  // Where the cover is shown whole in a taller field, the field continues its ground (PostGrid.module.css).
  const color = categoryColor(post.categorySlug);
  const ground = color ? ({ '--category-color': color } as CSSProperties) : undefined;
  return (
    <article className={styles.card}>
      <Link to={href} className={styles.media} tabIndex={-1} aria-hidden="true" style={ground}>
        <PostImage post={post} priority={priority} />
      </Link>
      <div className={styles.body}>
        <PostDateline post={post} stacked withCategory={withCategory} />
        <Heading className={styles.title}>
          <Link to={href}>{post.title}</Link>
        </Heading>
        <p className={styles.excerpt}>{leadSentence(post.excerpt)}</p>
        <Link to={href} className={styles.more}>
          Read more<span className="visually-hidden">: {post.title}</span>
          <ArrowRight aria-hidden="true" size={16} />
        </Link>
      </div>
    </article>
  );
}
