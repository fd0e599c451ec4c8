import { useSyncExternalStore } from 'react';
import { siteConfig } from '../../site.config.ts';
import { SmartLink } from '../ui/SmartLink.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';
import styles from './Footer.module.css';
import { Logo } from './Logo.tsx';
import { SITE_LINKS_ID } from './siteLinks.ts';

const noSubscription = () => () => {};

/** The build's year renders first (so hydration matches); the visitor's clock then takes over. */
function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  );
}

export function Footer() {
  const year = useCurrentYear();
  const { brand, footer } = siteConfig;
  return (
    <footer id={SITE_LINKS_ID} className={styles.footer}>
      <div className={`container ${styles.grid}`} data-print="omit">
        <div className={styles.brand}>
          <Logo tone="light" />
          <p className={styles.tagline}>{brand.tagline}</p>
          <SocialLinks tone="light" />
        </div>
        {footer.columns.map((column) => (
          <nav key={column.label} aria-label={column.label} className={styles.column}>
            <h2 className={styles.heading}>{column.label}</h2>
            <ul>
              {column.items.map((item) => (
                <li key={item.href}>
                  <SmartLink href={item.href}>{item.label}</SmartLink>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className={`container ${styles.bottom}`}>
        <p>
          © {year} {brand.name}, {brand.longName}. All rights reserved.
        </p>
        <ul className={styles.legal} data-print="omit">
          {footer.legal.map((item) => (
            <li key={item.href}>
              <SmartLink href={item.href}>{item.label}</SmartLink>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
