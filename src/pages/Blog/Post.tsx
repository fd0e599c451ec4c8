import { Clock } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { BlogLayout } from '../../components/blog/BlogLayout.tsx';
import { PostArt } from '../../components/blog/PostArt.tsx';
import { PostNeighbours } from '../../components/blog/PostNeighbours.tsx';
import { EntryBody } from '../../components/content/EntryBody.tsx';
import { CommentForm } from '../../components/forms/CommentForm.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { getPosts } from '../../content/index.ts';
import { formatDate } from '../../lib/dates.ts';
import { blogPaths, paths } from '../../routes/paths.ts';
import NotFound from '../NotFound/index.tsx';
import styles from './Post.module.css';

/** /blog/<slug>: one article with its hero, body, neighbours and the blog sidebar. */
export function Component() {
  const { slug } = useParams();
  const posts = getPosts();
  const index = posts.findIndex((candidate) => candidate.slug === slug);
  const post = posts[index];
  if (!post) return <NotFound />;
  return (
    <>
      <Seo title={`${post.title} | ITAH Blog`} description={post.description} keywords={post.tags.map((tag) => tag.name)} />
      <PageBanner title={post.title} eyebrow={post.banner} crumbs={[{ label: 'Blog', href: paths.blog }, { label: post.title }]}>
        <p className={styles.meta}>
          <Link to={blogPaths.category(post.categorySlug)} className={styles.category}>
            {post.category}
          </Link>
          <Link to={paths.blog} className={styles.date}>
            <time dateTime={post.date}>{formatDate(post.date)}</time>
          </Link>
          <span className={styles.reading}>
            <Clock aria-hidden="true" size={16} /> {post.readingMinutes} min read
          </span>
        </p>
      </PageBanner>
      <BlogLayout>
        <article className={styles.article}>
          <div className={styles.hero}>
            <PostArt post={post} decorative={false} />
          </div>
          <EntryBody kind="posts" slug={post.slug} />
          <ul className={styles.tags} aria-label="Tags">
            {post.tags.map((tag) => (
              <li key={tag.slug}>
                <Link to={blogPaths.tag(tag.slug)}>#{tag.name}</Link>
              </li>
            ))}
          </ul>
        </article>
        <PostNeighbours older={posts[index + 1]} newer={posts[index - 1]} />
        <CommentForm />
      </BlogLayout>
    </>
  );
}

/** Pre-render one page per published post. */
export const getStaticPaths = () => getPosts().map((post) => blogPaths.post(post.slug).slice(1));

export default Component;
