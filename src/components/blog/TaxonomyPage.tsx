import type { PostMeta } from '../../content/types.ts';
import { paths } from '../../routes/paths.ts';
import { PageBanner } from '../ui/PageBanner.tsx';
import { Seo } from '../ui/Seo.tsx';
import { BlogCta } from './BlogCta.tsx';
import { BlogLayout } from './BlogLayout.tsx';
import { LatestPost } from './LatestPost.tsx';
import { PostGrid } from './PostGrid.tsx';
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

/** A category or tag page: banner, the matching posts, the sidebar, then the next step. */
export function TaxonomyPage({ kind, heading, name, posts, seoTitle, seoDescription }: TaxonomyPageProps) {
  const count = `${posts.length} ${posts.length === 1 ? 'article' : 'articles'}`;
  return (
    <>
      <Seo title={seoTitle} description={seoDescription} keywords={[name, 'ITAH blog', 'IT services']} />
      <PageBanner
        title={heading}
        eyebrow={kind}
        crumbs={[{ label: 'Blog', href: paths.blog }, { label: name }]}
        aside={posts[0] && <LatestPost post={posts[0]} kicker={`Latest ${kind === 'Tag' ? 'tagged' : 'in'} ${name}`} withCover={false} />}
      >
        <p>{count} so far, newest first.</p>
        <TopicLinks />
      </PageBanner>
      <BlogLayout>
        <h2 className="visually-hidden">Articles</h2>
        <PostGrid posts={posts} />
      </BlogLayout>
      <BlogCta />
    </>
  );
}
