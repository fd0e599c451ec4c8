import { siteConfig } from '../../site.config.ts';
import styles from './SocialLinks.module.css';
import { SocialIcon } from './SocialIcon.tsx';

/** The company's social profiles, each in a new tab. */
export function SocialLinks({ tone = 'dark' }: { tone?: 'dark' | 'light' }) {
  return (
    <ul className={`${styles.list} ${tone === 'light' ? styles.light : ''}`}>
      {siteConfig.social.map((profile) => (
        <li key={profile.href}>
          <a href={profile.href} target="_blank" rel="noopener noreferrer" className={styles.link}>
            <SocialIcon network={profile.network as 'x' | 'linkedin'} />
            <span className="visually-hidden">{profile.label} (opens in a new tab)</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
