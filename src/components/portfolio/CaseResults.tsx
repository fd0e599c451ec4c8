import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { CaseMeta } from '../../content/types.ts';
import { contentPath } from '../../routes/paths.ts';
import styles from './CaseResults.module.css';
import { splitFigure } from './resultFigure.ts';


/** The portfolio at a glance: each case's headline result, its industry and duration, linked to the case (its title is on its card, below). */
export function CaseResults({ cases }: { cases: readonly CaseMeta[] }) {
  return (
    <div className={styles.board}>
      <p className={styles.kicker}>Results, as measured</p>
      <ul className={styles.list}>
        {cases.map((entry) => {
          const [figure, measure] = splitFigure(entry.addedValue);
          return (
            <li key={entry.slug}>
              <Link to={contentPath(entry.slug)} className={styles.result}>
                <span className={styles.figure}>{figure}</span>
                <span className={styles.what}>
                  <span className={styles.measure}>{measure}</span>
                  <span className={styles.meta}>
                    {entry.industry} · {entry.duration.replaceAll(' ', '\u00a0')}
                  </span>
                </span>
                <ArrowRight aria-hidden="true" size={20} className={styles.arrow} />
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
