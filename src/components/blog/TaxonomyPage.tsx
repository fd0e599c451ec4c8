import { getBlogSummary } from '../../content/index.ts';
import type { PostMeta } from '../../content/types.ts';
import { paths } from '../../routes/paths.ts';
import type { NavLink } from '../../site.config.ts';
import { PageBanner } from '../ui/PageBanner.tsx';
import { NavyLinkCard } from '../ui/NavyLinkCard.tsx';
import { Seo } from '../ui/Seo.tsx';
import { BlogCta } from './BlogCta.tsx';
import { CoverStack } from './CoverStack.tsx';
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
  /** What a category's articles are about. */
  summary?: string;
  /** The part of the company that does a category's work. */
  practice?: NavLink;
}

/** Below this many articles, the page goes on with the blog's newest others. */
const SHORT_LIST = 4;

/**
 * A category or tag page: what it covers (after the articles on a phone), its articles across the width, the blog's newest others
 * when it has few, then the next step. No sidebar: its newest posts would repeat those others, and
 * the opening already lists the topics.
 */
export function TaxonomyPage({ kind, heading, name, posts, seoTitle, seoDescription, summary, practice }: TaxonomyPageProps) {
  const count = `${posts.length} ${posts.length === 1 ? 'article' : 'articles'}`;
  const listed = new Set(posts.map((post) => post.slug));
  const { recent, postCount } = getBlogSummary();
  const others = posts.length < SHORT_LIST ? recent.filter((post) => !listed.has(post.slug)) : [];
  // Beside the title on a wide screen; after the articles where the page stacks, which come first.
  const topics = <ListTopics posts={posts} kind={kind} name={name} practice={practice} />;
  // Fewer than three others leave room in their row for the way to the whole blog. Its pile of the
  // newest covers puts in front one that is not beside it in that row.
  const toBlog = others.length < 3 && (
    <NavyLinkCard
      to={paths.blog}
      kicker="The blog"
      title={`All ${postCount} articles`}
      className={styles.toBlog}
      art={<CoverStack posts={[...recent.filter((post) => listed.has(post.slug)), ...others]} />}
    >
      Security, data, automation and apps, newest first, with search and every topic.
    </NavyLinkCard>
  );
  return (
    <>
      <Seo title={seoTitle} description={seoDescription} keywords={[name, 'ITAH blog', 'IT services']} />
      <PageBanner
        title={heading}
        eyebrow={kind}
        crumbs={[{ label: 'Blog', href: paths.blog }, { label: name }]}
        aside={topics}
        asideBesideOnly
      >
        <p>
          {summary && `${summary} `}
          {count} so far, newest first.
        </p>
        <TopicLinks />
      </PageBanner>
      <div className="container section">
        <h2 className="visually-hidden">Articles</h2>
        <PostGrid posts={posts} withCategory={kind !== 'Category'} />
        <div className={`pattern-stacked-only ${styles.topicsAfter}`}>{topics}</div>
        {others.length > 0 && (
          <section className={styles.more} aria-labelledby="more-articles-heading">
            <p className="eyebrow">Keep reading</p>
            <h2 id="more-articles-heading" className={styles.moreHeading}>
              More from the blog
            </h2>
            <PostGrid posts={others} columns={3} last={toBlog} />
          </section>
        )}
      </div>
      <BlogCta />
    </>
  );
}
