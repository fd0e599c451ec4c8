import { RoleAvatar } from './RoleAvatar.tsx';
import styles from './TeamRoles.module.css';

const roles = [
  { role: 'Delivery lead', text: 'Owns the plan, the budget and the weekly demo. Your single point of contact from kickoff to handover.' },
  { role: 'Security architect', text: 'Designs controls and compliance evidence into the work from day one, not as an audit-week patch.' },
  {
    role: 'Cloud platform engineer',
    text: 'Builds the infrastructure as code, the delivery pipelines and the monitoring your team inherits.',
  },
  { role: 'Data engineer', text: 'Designs the pipelines, models and quality checks behind every number your leaders read.' },
  { role: 'Full-stack app engineer', text: 'Ships web and mobile features in small, tested releases your users can try every week.' },
  { role: 'Automation specialist', text: 'Turns repetitive hand-offs and manual checks into workflows that run on their own.' },
] as const;

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
