import { ButtonLink } from '../ui/ButtonLink.tsx';
import styles from './PracticePanels.module.css';
import type { Practice } from './serviceCatalog.ts';

/** The practices side by side: what each covers and the way to its page. */
export function PracticePanels({ practices }: { practices: readonly Practice[] }) {
  return (
    <ul className={styles.grid}>
      {practices.map(({ title, icon: Icon, text, areas, href }) => (
        <li key={title} className={styles.panel}>
          <span className={styles.icon}>
            <Icon aria-hidden="true" size={26} strokeWidth={1.75} />
          </span>
          <h3 className={styles.title}>{title}</h3>
          <p className={styles.text}>{text}</p>
          <ul className={styles.areas}>
            {areas.map((area) => (
              <li key={area}>{area}</li>
            ))}
          </ul>
          <ButtonLink href={href} variant="light" className={styles.action}>
            Explore {title}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
