import { Link } from 'react-router-dom';
import { getBlogSummary } from '../../../content/index.ts';
import { formatDate } from '../../../lib/dates.ts';
import type { SearchHit } from '../../../lib/search.ts';
import { blogPaths } from '../../../routes/paths.ts';
import styles from './SearchHitItem.module.css';

/** One article found: its cover, category and date, its title as the link, and the passage that matched, words marked. */
export function SearchHitItem({ hit }: { hit: SearchHit }) {
  const category = getBlogSummary().categories.find((candidate) => candidate.name === hit.category);
  return (
    <li className={styles.hit}>
      {hit.image && <img src={hit.image} alt="" width={856} height={540} loading="lazy" decoding="async" className={styles.image} />}
      <div className={styles.body}>
        <p className={styles.meta}>
          {category ? (
            <Link to={blogPaths.category(category.slug)} className={styles.category}>
              {category.name}
            </Link>
          ) : (
            hit.category && <span className={styles.category}>{hit.category}</span>
          )}
          {hit.date && <time dateTime={hit.date}>{formatDate(hit.date)}</time>}
        </p>
        <h3 className={styles.title}>
          <Link to={hit.path}>{hit.title}</Link>
        </h3>
        {/* Pagefind escapes the article text and adds only <mark> around the matched words. */}
        <p className={styles.excerpt} dangerouslySetInnerHTML={{ __html: hit.excerptHtml }} />
      </div>
    </li>
  );
}
