import type { CSSProperties } from 'react';
import type { CasePageData } from '../../content/types.ts';
import styles from './CasePhases.module.css';

const span = ([first, last]: [number, number]) => (first === last ? `Week ${first}` : `Weeks ${first}–${last}`);

/**
 * A case's phases as a timeline: one row per phase, its bar over the weeks it took, all on the
 * engagement's length. The rows are an ordered list, so the weeks read as text without the bars.
 */
export function CasePhases({ phases, duration }: CasePageData & { duration: string }) {
  const weeks = Math.max(...phases.map((phase) => phase.weeks[1]));
  return (
    <section className={styles.timeline} aria-labelledby="case-phases-heading">
      <h2 id="case-phases-heading" className={styles.heading}>
        The {duration}, phase by phase
      </h2>
      <ol className={styles.phases}>
        {phases.map((phase) => (
          <li key={phase.name} className={styles.phase}>
            <span className={styles.name}>{phase.name}</span>
            <span className={styles.weeks}>{span(phase.weeks)}</span>
            <span
              className={styles.track}
              // The custom properties that place the bar on the weeks of its track.
              style={{ '--weeks': weeks, '--first': phase.weeks[0], '--after': phase.weeks[1] + 1 } as CSSProperties}
              aria-hidden="true"
            >
              <span className={styles.bar} />
            </span>
          </li>
        ))}
      </ol>
      <p className={styles.axis} aria-hidden="true">
        <span>Week 1</span>
        <span>Week {weeks}</span>
      </p>
    </section>
  );
}
