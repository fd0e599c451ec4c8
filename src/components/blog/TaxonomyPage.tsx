import { getBlogSummary } from '../../content/index.ts';
import type { PostMeta } from '../../content/types.ts';
import { paths } from '../../routes/paths.ts';
import { PageBanner } from '../ui/PageBanner.tsx';
import { Seo } from '../ui/Seo.tsx';
import { BlogCta } from './BlogCta.tsx';
import { BlogLayout } from './BlogLayout.tsx';
import { ListTopics } from './ListTopics.tsx';
import { PostGrid } from './PostGrid.tsx';
import styles from './TaxonomyPage.module.css';
import { TopicLinks } from './TopicLinks.tsx';

interface TaxonomyPageProps {
  /** "Category" or "Tag". */
  kind: string;
  heading: string;
  name: string;
  posts: PostMeta[];
  seoTitle: string;
  seoDescription: string;
}

/** Below this many articles, the column beside the sidebar goes on with the blog's newest others. */
const SHORT_LIST = 4;

/** A category or tag page: banner, the matching posts, the sidebar, then the next step. */
export function TaxonomyPage({ kind, heading, name, posts, seoTitle, seoDescription }: TaxonomyPageProps) {
  const count = `${posts.length} ${posts.length === 1 ? 'article' : 'articles'}`;
  const listed = new Set(posts.map((post) => post.slug));
  const others =
    posts.length < SHORT_LIST
      ? getBlogSummary()
          .recent.filter((post) => !listed.has(post.slug))
          .slice(0, 2)
      : [];
  return (
    <>
      <Seo title={seoTitle} description={seoDescription} keywords={[name, 'ITAH blog', 'IT services']} />
      <PageBanner
        title={heading}
        eyebrow={kind}
        crumbs={[{ label: 'Blog', href: paths.blog }, { label: name }]}
        aside={<ListTopics posts={posts} kind={kind} name={name} />}
      >
        <p>{count} so far, newest first.</p>
        <TopicLinks />
      </PageBanner>
      <BlogLayout categories={false} tags={kind !== 'Category'}>
        <h2 className="visually-hidden">Articles</h2>
        <PostGrid posts={posts} />
        {others.length > 0 && (
          <section className={styles.more} aria-labelledby="more-articles-heading">
            <h2 id="more-articles-heading" className={styles.moreHeading}>
              More from the blog
            </h2>
            <PostGrid posts={others} />
          </section>
        )}
      </BlogLayout>
      <BlogCta />
    </>
  );
}
