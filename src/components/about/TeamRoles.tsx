import { RoleAvatar } from './RoleAvatar.tsx';
import { teamRoles as roles } from './teamRoles.ts';
import styles from './TeamRoles.module.css';

/** The roles of the delivery enablement team, each with its geometric avatar. */
export function TeamRoles() {
  return (
    <ul className={styles.grid}>
      {roles.map(({ role, text }, index) => (
        <li key={role} className={styles.card}>
          <span className={styles.avatar}>
            <RoleAvatar variant={index} />
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
