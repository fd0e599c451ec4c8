import { Users } from 'lucide-react';
import styles from './TeamConstellation.module.css';
import { teamRoles } from './teamRoles.ts';

/** Where each role sits round the client's team, in percent of the drawing: an ellipse, from the top, clockwise. */
const places = teamRoles.map((_, index) => {
  const angle = -Math.PI / 2 + (index * Math.PI) / 3;
  return { x: 50 + 36 * Math.cos(angle), y: 48 + 36 * Math.sin(angle) };
});

/**
 * The about page's opening: the six senior roles of one standing team, round the client's own
 * people they work with and hand over to. The roles are named here; the team section says what each does.
 */
export function TeamConstellation() {
  return (
    <figure className={styles.figure}>
      <div className={styles.stage}>
        <svg className={styles.lines} viewBox="0 0 100 100" preserveAspectRatio="none" aria-hidden="true" focusable="false">
          <ellipse cx="50" cy="48" rx="36" ry="36" className={styles.ring} />
          {places.map(({ x, y }) => (
            <line key={`${x} ${y}`} x1="50" y1="48" x2={x} y2={y} className={styles.spoke} />
          ))}
        </svg>
        <p className={styles.hub}>
          <Users aria-hidden="true" size={28} />
          <span>Your team</span>
        </p>
        <ul className={styles.roles}>
          {teamRoles.map(({ role, short, icon: Icon }, index) => (
            <li key={role} className={styles.role} style={{ left: `${places[index]!.x}%`, top: `${places[index]!.y}%` }}>
              <span className={styles.node}>
                <Icon aria-hidden="true" strokeWidth={1.75} />
              </span>
              <span className={styles.label}>{short}</span>
            </li>
          ))}
        </ul>
      </div>
      <figcaption className={styles.caption}>One standing team of six senior roles, the same from kickoff to handover.</figcaption>
    </figure>
  );
}
