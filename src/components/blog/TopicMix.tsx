import type { CSSProperties } from 'react';
import type { CategorySummary } from '../../content/types.ts';
import { categoryColor } from './categoryColor.ts';
import styles from './TopicMix.module.css';

/**
 * The blog's topics as one bar, each category's share of the articles in its covers' colour, with
 * their names under it: what the whole blog holds, at a glance. Decoration inside a link, whose
 * own words name it.
 */
export function TopicMix({ categories }: { categories: readonly CategorySummary[] }) {
  const shown = categories.filter((category) => category.count > 0);
  const colorOf = (slug: string) => ({ '--topic-color': categoryColor(slug) }) as CSSProperties;
  return (
    <span className={styles.mix} aria-hidden="true">
      <span className={styles.bar}>
        {shown.map((category) => (
          <span key={category.slug} style={{ ...colorOf(category.slug), flexGrow: category.count }} />
        ))}
      </span>
      <span className={styles.names}>
        {shown.map((category) => (
          <span key={category.slug} style={colorOf(category.slug)}>
            {category.name} {category.count}
          </span>
        ))}
      </span>
    </span>
  );
}
