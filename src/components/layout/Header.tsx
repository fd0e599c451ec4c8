import { useLocation } from 'react-router-dom';
import { getBlogSummary, getCases } from '../../content/index.ts';
import { useScrolled } from '../../hooks/useScrolled.ts';
import { paths } from '../../routes/paths.ts';
import { siteConfig } from '../../site.config.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { DesktopNav } from './DesktopNav.tsx';
import styles from './Header.module.css';
import { Logo } from './Logo.tsx';
import { buildMenu } from './menuModel.ts';
import { MobileMenu } from './MobileMenu.tsx';

const { recent } = getBlogSummary();
const menu = buildMenu(recent, getCases());

export function Header() {
  const scrolled = useScrolled();
  const { pathname, hash } = useLocation();
  // A new key on every navigation closes open menus without effects that reset state.
  const navigationKey = pathname + hash;
  const { scheduleCall, quote, login, signup } = siteConfig.header;
  return (
    <header className={`${styles.header} ${scrolled ? styles.scrolled : ''}`}>
      <div className={`container ${styles.bar}`}>
        <Logo />
        <DesktopNav key={navigationKey} menu={menu} />
        <div className={styles.actions} data-print="omit">
          {pathname === paths.home && (
            <nav aria-label="Account">
              <ul className={styles.account}>
                {[login, signup].map((link) => (
                  <li key={link.label}>
                    <SmartLink href={link.href}>{link.label}</SmartLink>
                  </li>
                ))}
              </ul>
            </nav>
          )}
          <ButtonLink href={scheduleCall.href} external variant="secondary" className={styles.call}>
            {scheduleCall.label}
          </ButtonLink>
          <ButtonLink href={quote.href} className={styles.quote}>
            {quote.label}
          </ButtonLink>
          <MobileMenu key={navigationKey} menu={menu} latest={recent[0]} />
        </div>
      </div>
    </header>
  );
}
