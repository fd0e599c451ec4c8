import { useParams } from 'react-router-dom';
import { TaxonomyPage } from '../../components/blog/TaxonomyPage.tsx';
import { PageData } from '../../components/content/PageData.tsx';
import { pageDataKeys, readServerData, type BlogRoutesData, type TaxonomyPageData } from '../../content/index.ts';
import { blogPaths } from '../../routes/paths.ts';
import { LazyNotFound } from '../NotFound/LazyNotFound.tsx';

/** /blog/tag/<slug>: every post carrying one tag. */
export function Component() {
  const { tag: slug = '' } = useParams();
  return (
    <PageData<TaxonomyPageData> dataKey={pageDataKeys.tag(slug)}>
      {(tag) =>
        tag ? (
          <TaxonomyPage
            kind="Tag"
            heading={`Tagged “${tag.name}”`}
            name={tag.name}
            posts={tag.posts}
            seoTitle={`Articles tagged “${tag.name}” | ITAH Blog`}
            seoDescription={`ITAH articles tagged “${tag.name}”: practical reading on IT strategy, security, data and apps for business and IT leaders.`}
          />
        ) : (
          <LazyNotFound />
        )
      }
    </PageData>
  );
}

export const getStaticPaths = () =>
  readServerData<BlogRoutesData>(pageDataKeys.blogRoutes).tagSlugs.map((slug) => blogPaths.tag(slug).slice(1));

export default Component;
