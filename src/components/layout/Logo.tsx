import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { siteConfig } from '../../site.config.ts';
import styles from './Logo.module.css';

/** The ITAH mark (an upward accelerator chevron) and word mark; links home. */
export function Logo({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <Link to={paths.home} className={`${styles.logo} ${tone === 'light' ? styles.light : ''}`}>
      <svg className={styles.mark} viewBox="0 0 40 40" width="36" height="36" aria-hidden="true">
        <rect width="40" height="40" rx="10" fill="#0b1b3f" />
        <path d="M10 26 20 14l10 12" fill="none" stroke="#06b6d4" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
        <path d="M14 30h12" stroke="#2563eb" strokeWidth="4" strokeLinecap="round" />
      </svg>
      <span className={styles.word}>
        {siteConfig.brand.name}
        <span className="visually-hidden">, {siteConfig.brand.longName}, home</span>
      </span>
    </Link>
  );
}
