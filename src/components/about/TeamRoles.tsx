import { teamRoles as roles } from './teamRoles.ts';
import styles from './TeamRoles.module.css';

/**
 * The roles of the delivery enablement team, by what each does: the opening draws them with their
 * icons round the client's team, so here they are words under a rule, not a second set of badges.
 */
export function TeamRoles() {
  return (
    <ul className={styles.grid}>
      {roles.map(({ role, text }) => (
        <li key={role} className={styles.role}>
          <h3 className={styles.name}>{role}</h3>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
