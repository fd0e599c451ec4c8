import type { CSSProperties } from 'react';
import { categoryColor } from '../../content/taxonomy.ts';
import type { CategorySummary } from '../../content/types.ts';
import styles from './TopicMix.module.css';

/**
 * The blog's topics as a small bar chart, each category's articles in its covers' colour: what the
 * whole blog holds, at a glance. Decoration inside a link, whose own words name it.
 */
export function TopicMix({ categories }: { categories: readonly CategorySummary[] }) {
  const shown = categories.filter((category) => category.count > 0);
  const most = Math.max(...shown.map((category) => category.count));
  return (
    <span className={styles.mix} aria-hidden="true">
      {shown.map((category) => (
        <span
          key={category.slug}
          className={styles.row}
          style={{ '--topic-color': categoryColor(category.slug), '--share': category.count / most } as CSSProperties}
        >
          <span className={styles.name}>{category.name}</span>
          <span className={styles.count}>{category.count}</span>
          <span className={styles.bar} />
        </span>
      ))}
    </span>
  );
}
