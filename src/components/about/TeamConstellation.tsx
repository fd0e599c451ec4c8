import { Users } from 'lucide-react';
import styles from './TeamConstellation.module.css';
import { teamRoles } from './teamRoles.ts';

/** The ring the roles sit on, in percent of the drawing (an ellipse where the drawing is wider than tall). */
const RING = { x: 50, y: 48, radius: 36 };

/** Where each role sits on the ring, from the top, clockwise. */
const places = teamRoles.map((_, index) => {
  const angle = -Math.PI / 2 + (index * 2 * Math.PI) / teamRoles.length;
  return { x: RING.x + RING.radius * Math.cos(angle), y: RING.y + RING.radius * Math.sin(angle) };
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
          <ellipse cx={RING.x} cy={RING.y} rx={RING.radius} ry={RING.radius} className={styles.ring} />
          {places.map(({ x, y }) => (
            <line key={`${x} ${y}`} x1={RING.x} y1={RING.y} x2={x} y2={y} className={styles.spoke} />
          ))}
        </svg>
        <p className={styles.hub} style={{ left: `${RING.x}%`, top: `${RING.y}%` }}>
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
