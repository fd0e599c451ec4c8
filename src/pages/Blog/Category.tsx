import { useParams } from 'react-router-dom';
import { TaxonomyPage } from '../../components/blog/TaxonomyPage.tsx';
import { getBlogSummary, getPosts } from '../../content/index.ts';
import { blogPaths } from '../../routes/paths.ts';
import NotFound from '../NotFound/index.tsx';

/** /blog/category/<slug>: every post of one category. */
export function Component() {
  const { category: slug } = useParams();
  const category = getBlogSummary().categories.find((candidate) => candidate.slug === slug);
  if (!category) return <NotFound />;
  return (
    <TaxonomyPage
      kind="Category"
      heading={category.name}
      name={category.name}
      posts={getPosts().filter((post) => post.categorySlug === category.slug)}
      seoTitle={`${category.name} articles | ITAH Blog`}
      seoDescription={`Practical articles on ${category.name.toLowerCase()} from the ITAH team, written for business and IT leaders who need results, not buzzwords.`}
    />
  );
}

export const getStaticPaths = () => getBlogSummary().categories.map((category) => blogPaths.category(category.slug).slice(1));

export default Component;
