import { useParams } from 'react-router-dom';
import { BlogCta } from '../../components/blog/BlogCta.tsx';
import { BlogLayout } from '../../components/blog/BlogLayout.tsx';
import { LatestPost } from '../../components/blog/LatestPost.tsx';
import { Pager } from '../../components/blog/Pager.tsx';
import { PostGrid } from '../../components/blog/PostGrid.tsx';
import { FindArticles } from '../../components/blog/search/FindArticles.tsx';
import { SearchResults } from '../../components/blog/search/SearchResults.tsx';
import { useSearchQuery } from '../../components/blog/search/useSearchQuery.ts';
import { PageData } from '../../components/content/PageData.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { pageDataKeys, readServerData, type BlogPageData, type BlogRoutesData } from '../../content/index.ts';
import { blogPaths } from '../../routes/paths.ts';
import { LazyNotFound } from '../NotFound/LazyNotFound.tsx';
import styles from './Index.module.css';

function BlogPage({ data }: { data: BlogPageData }) {
  const { page, pageCount, posts } = data;
  const suffix = page > 1 ? ` (page ${page} of ${pageCount})` : '';
  // The first page opens with its newest article, large; the grid goes on from the next.
  const opening = page === 1 ? posts[0] : undefined;
  const cards = opening ? posts.slice(1) : posts;
  const { query, entry } = useSearchQuery();
  return (
    <>
      <Seo
        title={query ? `“${query}”: search the ITAH blog` : `Blog: IT insights from ITAH${suffix}`}
        description="Practical articles on cybersecurity, cloud-native apps, data analytics and app development from the engineers at ITAH."
        keywords={['IT blog', 'cybersecurity articles', 'data analytics', 'app development', 'cloud native']}
      />
      <PageBanner
        title="Insights from the ITAH team"
        crumbs={[{ label: 'Blog' }]}
        aside={<FindArticles query={query} />}
        below={!query && opening && <LatestPost post={opening} kicker="Latest article" />}
      >
        <p className={query ? styles.besideSearch : undefined}>
          Field notes on security, data, automation and apps: what works, what it costs and how to start.
        </p>
      </PageBanner>
      {/* The search and the categories are in the opening, with or without a search. */}
      <BlogLayout search={false} categories={false} recent={page !== 1} stickySidebar>
        {query ? (
          <SearchResults query={query} entry={entry} />
        ) : (
          <>
            <h2 className="visually-hidden">Articles{suffix}</h2>
            <PostGrid posts={cards} />
            <Pager current={page} total={pageCount} hrefOf={blogPaths.page} />
          </>
        )}
      </BlogLayout>
      <BlogCta />
    </>
  );
}

/** /blog and /blog/page/N: eight cards a page, newest first. */
export function Component() {
  const { page: pageParam } = useParams();
  const page = pageParam === undefined ? 1 : Number(pageParam);
  if (!Number.isInteger(page) || page < 1 || pageParam === '1') return <LazyNotFound />;
  return (
    <PageData<BlogPageData> dataKey={pageDataKeys.blogPage(page)}>
      {(data) => (data ? <BlogPage data={data} /> : <LazyNotFound />)}
    </PageData>
  );
}

/** /blog/page/2 onwards (page 1 is /blog itself). */
export const getStaticPaths = () =>
  Array.from({ length: readServerData<BlogRoutesData>(pageDataKeys.blogRoutes).pageCount - 1 }, (_, index) =>
    blogPaths.page(index + 2).slice(1),
  );

export default Component;
