import { ArrowRight, CalendarClock, TrendingUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CaseMeta } from '../../content/types.ts';
import { contentPath } from '../../routes/paths.ts';
import styles from './CaseCard.module.css';
import { CaseMedia } from './CaseMedia.tsx';

/**
 * A case study on a list: illustration, industry and duration, card title, the result it was
 * measured by, and its teaser. The whole card is the link. Under an opening that lists the results
 * beside its heading (the portfolio's, on a wide screen), the result shows only where the page
 * stacks and that list is left out (`result="stacked"`).
 */
export function CaseCard({ entry, result = 'always' }: { entry: CaseMeta; result?: 'always' | 'stacked' }) {
  return (
    <article className={styles.card}>
      <div className={styles.media}>
        <CaseMedia entry={entry} lazy />
      </div>
      <div className={styles.body}>
        <p className={styles.meta}>
          <span className={styles.industry}>{entry.industry}</span>
          <span className={styles.duration}>
            <CalendarClock aria-hidden="true" size={16} />
            {entry.duration}
          </span>
        </p>
        <h3 className={styles.title}>
          <Link to={contentPath(entry.slug)}>{entry.cardTitle}</Link>
        </h3>
        <p className={result === 'stacked' ? `${styles.result} ${styles.stackedOnly}` : styles.result}>
          <TrendingUp aria-hidden="true" size={18} />
          {entry.addedValue}
        </p>
        <p className={styles.excerpt}>{entry.excerpt}</p>
        <span className={styles.more} aria-hidden="true">
          View case study <ArrowRight size={16} />
        </span>
      </div>
    </article>
  );
}
