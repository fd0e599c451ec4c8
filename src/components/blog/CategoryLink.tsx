import type { CategorySummary } from '../../content/types.ts';
import { blogPaths } from '../../routes/paths.ts';
import { CurrentPageLink } from '../ui/CurrentPageLink.tsx';

interface CategoryLinkProps {
  category: CategorySummary;
  className?: string;
  countClassName?: string;
}

/** A category's page as a link with its number of posts (spoken as "3 posts"), marked current on its own page. */
export function CategoryLink({ category, className, countClassName }: CategoryLinkProps) {
  return (
    <CurrentPageLink to={blogPaths.category(category.slug)} className={className}>
      <span>{category.name}</span>
      <span className={countClassName}>
        {category.count}
        <span className="visually-hidden"> {category.count === 1 ? 'post' : 'posts'}</span>
      </span>
    </CurrentPageLink>
  );
}
