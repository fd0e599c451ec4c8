import { useParams } from 'react-router-dom';
import { TaxonomyPage } from '../../components/blog/TaxonomyPage.tsx';
import { PageData } from '../../components/content/PageData.tsx';
import { pageDataKeys, readServerData, type BlogRoutesData, type TaxonomyPageData } from '../../content/index.ts';
import { blogPaths } from '../../routes/paths.ts';
import { LazyNotFound } from '../NotFound/LazyNotFound.tsx';
import { categoryIntros } from './categoryIntros.ts';

/** /blog/category/<slug>: every post of one category. */
export function Component() {
  const { category: slug = '' } = useParams();
  const intro = categoryIntros[slug];
  return (
    <PageData<TaxonomyPageData> dataKey={pageDataKeys.category(slug)}>
      {(category) =>
        category ? (
          <TaxonomyPage
            kind="Category"
            heading={category.name}
            name={category.name}
            posts={category.posts}
            summary={intro?.summary}
            practice={intro?.practice}
            seoTitle={`${category.name} articles | ITAH Blog`}
            seoDescription={`Practical articles on ${category.name.toLowerCase()} from the ITAH team, written for business and IT leaders who need results, not buzzwords.`}
          />
        ) : (
          <LazyNotFound />
        )
      }
    </PageData>
  );
}

export const getStaticPaths = () =>
  readServerData<BlogRoutesData>(pageDataKeys.blogRoutes).categorySlugs.map((slug) => blogPaths.category(slug).slice(1));

export default Component;
