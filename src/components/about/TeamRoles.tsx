import { teamRoles as roles } from './teamRoles.ts';
import styles from './TeamRoles.module.css';

/** The roles of the delivery enablement team, each by its discipline's icon, as the opening draws them. */
export function TeamRoles() {
  return (
    <ul className={styles.grid}>
      {roles.map(({ role, text, icon: Icon }) => (
        <li key={role} className={styles.card}>
          <span className={styles.icon}>
            <Icon aria-hidden="true" size={24} strokeWidth={1.8} />
          </span>
          <div>
            <h3 className={styles.role}>{role}</h3>
            <p className={styles.text}>{text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
