import { useParams } from 'react-router-dom';
import { TaxonomyPage } from '../../components/blog/TaxonomyPage.tsx';
import { PageData } from '../../components/content/PageData.tsx';
import { pageDataKeys, readServerData, type BlogRoutesData, type TaxonomyPageData } from '../../content/index.ts';
import { blogPaths } from '../../routes/paths.ts';
import { siteConfig } from '../../site.config.ts';
import NotFound from '../NotFound/index.tsx';

/** /blog/category/<slug>: every post of one category. */
export function Component() {
  const { category: slug = '' } = useParams();
  const config = siteConfig.blog.categories.find((category) => category.slug === slug);
  return (
    <PageData<TaxonomyPageData> dataKey={pageDataKeys.category(slug)}>
      {(category) =>
        category ? (
          <TaxonomyPage
            kind="Category"
            heading={category.name}
            name={category.name}
            posts={category.posts}
            summary={config?.summary}
            practice={config?.practice}
            seoTitle={`${category.name} articles | ITAH Blog`}
            seoDescription={`Practical articles on ${category.name.toLowerCase()} from the ITAH team, written for business and IT leaders who need results, not buzzwords.`}
          />
        ) : (
          <NotFound />
        )
      }
    </PageData>
  );
}

export const getStaticPaths = () =>
  readServerData<BlogRoutesData>(pageDataKeys.blogRoutes).categorySlugs.map((slug) => blogPaths.category(slug).slice(1));

export default Component;
