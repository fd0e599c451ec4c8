import { useParams } from 'react-router-dom';
import { TaxonomyPage } from '../../components/blog/TaxonomyPage.tsx';
import { getBlogSummary, getPosts } from '../../content/index.ts';
import { blogPaths } from '../../routes/paths.ts';
import NotFound from '../NotFound/index.tsx';

/** /blog/tag/<slug>: every post carrying one tag. */
export function Component() {
  const { tag: slug } = useParams();
  const tag = getBlogSummary().tags.find((candidate) => candidate.slug === slug);
  if (!tag) return <NotFound />;
  return (
    <TaxonomyPage
      kind="Tag"
      heading={`Tagged “${tag.name}”`}
      name={tag.name}
      posts={getPosts().filter((post) => post.tags.some((candidate) => candidate.slug === tag.slug))}
      seoTitle={`Articles tagged “${tag.name}” | ITAH Blog`}
      seoDescription={`ITAH articles tagged “${tag.name}”: practical reading on IT strategy, security, data and apps for business and IT leaders.`}
    />
  );
}

export const getStaticPaths = () => getBlogSummary().tags.map((tag) => blogPaths.tag(tag.slug).slice(1));

export default Component;
