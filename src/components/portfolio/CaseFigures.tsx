import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CaseMeta } from '../../content/types.ts';
import { contentPath } from '../../routes/paths.ts';
import styles from './CaseFigures.module.css';
import { splitFigure } from './resultFigure.ts';

export interface ProvenCase {
  entry: CaseMeta;
  /** The practice whose work the case proves, named above its figure. */
  practice?: string;
}

/**
 * Each case's headline result as one of the site's figures (the look of every counted figure),
 * with its industry and duration; the whole card leads to the case.
 */
export function CaseFigures({ cases }: { cases: readonly ProvenCase[] }) {
  return (
    <ul className={styles.figures}>
      {cases.map(({ entry, practice }) => {
        const [figure, measure] = splitFigure(entry.addedValue);
        return (
          <li key={entry.slug} className={styles.card}>
            {practice && <p className={`eyebrow ${styles.practice}`}>{practice}</p>}
            <h3 className={styles.title}>
              <Link to={contentPath(entry.slug)}>
                <span className={styles.figure}>{figure}</span> {measure}
                <span className="visually-hidden">: {entry.cardTitle}</span>
              </Link>
            </h3>
            <p className={styles.meta}>
              {entry.industry} · {entry.duration}
            </p>
            <span className={styles.more} aria-hidden="true">
              Read the case
              <ArrowRight size={16} />
            </span>
          </li>
        );
      })}
    </ul>
  );
}
