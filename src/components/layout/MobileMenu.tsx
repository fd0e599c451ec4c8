import { ChevronLeft, ChevronRight, Menu, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import type { ListedPost } from '../../content/types.ts';
import { earlyTapName, useEarlyTap } from '../../hooks/useEarlyTap.ts';
import { useFocusTrap } from '../../hooks/useFocusTrap.ts';
import { paths } from '../../routes/paths.ts';
import { siteConfig } from '../../site.config.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import { MenuLabel } from './MenuLabel.tsx';
import { MenuLatestPost } from './MenuLatestPost.tsx';
import { Logo } from './Logo.tsx';
import styles from './MobileMenu.module.css';
import type { MenuNode } from './menuModel.ts';
import { SITE_LINKS_ID } from './siteLinks.ts';

/**
 * The phone and tablet menu: a full-height panel over an overlay, with one submenu level; a
 * submenu's own groups (Resources: the portfolio, the blog) show in full under their names, as
 * the desktop panel shows them, rather than a tap further. Back leaves the submenu and puts focus
 * back on the entry that opened it; closing (button, overlay, Escape) resets it, and the header
 * remounts the menu on navigation, which closes it too.
 */
export function MobileMenu({ menu, latest }: { menu: MenuNode[]; latest?: ListedPost }) {
  const [open, setOpen] = useState(false);
  const [submenu, setSubmenu] = useState<MenuNode>();
  const panelRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  /** The level Back just left: its entry in the level above takes focus, where the visitor was. */
  const leftLevel = useRef<string | undefined>(undefined);
  const titleId = useId();

  const close = useCallback(() => {
    setOpen(false);
    setSubmenu(undefined);
  }, []);

  useFocusTrap(panelRef, open, close);
  useEarlyTap('menu', () => setOpen(true));

  useEffect(() => {
    if (!open) return undefined;
    // A new level names itself by its title; after Back, the entry that opened the level left.
    const opener = leftLevel.current && panelRef.current?.querySelector<HTMLElement>(`[data-opens="${CSS.escape(leftLevel.current)}"]`);
    leftLevel.current = undefined;
    // preventScroll: focusing the panel's title scrolled the page behind by the scroll padding.
    (opener || titleRef.current)?.focus({ preventScroll: true });
    const { overflow } = document.body.style;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [open, submenu]);

  const items = submenu?.children ?? menu;
  const linkTo = (node: MenuNode) => (
    <SmartLink
      href={node.href ?? '/'}
      external={node.external}
      marksCurrent
      className={node.service ? `${styles.entry} pattern-service-link` : styles.entry}
      onClick={close}
    >
      <MenuLabel node={node} noteClassName={styles.note} descriptionClassName={styles.description} />
    </SmartLink>
  );

  return (
    <div className={styles.root}>
      <button
        type="button"
        className={styles.toggle}
        aria-expanded={open}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        {...earlyTapName('menu')}
      >
        <Menu aria-hidden="true" size={24} />
        <span className="visually-hidden">Open menu</span>
      </button>
      <noscript>
        <a href={`#${SITE_LINKS_ID}`} className={styles.toggle}>
          <Menu aria-hidden="true" size={24} />
          <span className="visually-hidden">Menu: every page, at the foot of this one</span>
        </a>
      </noscript>
      {open && (
        <>
          <div className={styles.overlay} onClick={close} aria-hidden="true" />
          <div ref={panelRef} className={styles.panel} role="dialog" aria-modal="true" aria-labelledby={titleId}>
            <div className={styles.top}>
              {submenu ? (
                <button
                  type="button"
                  className={styles.back}
                  onClick={() => {
                    leftLevel.current = submenu.label;
                    setSubmenu(undefined);
                  }}
                >
                  <ChevronLeft aria-hidden="true" size={20} /> Back
                </button>
              ) : (
                <Logo />
              )}
              <button type="button" className={styles.close} onClick={close}>
                <X aria-hidden="true" size={24} />
                <span className="visually-hidden">Close menu</span>
              </button>
            </div>
            {/* The first level's title names the dialog for assistive technology; on screen the logo heads it. */}
            <h2 id={titleId} ref={titleRef} tabIndex={-1} className={submenu ? styles.title : 'visually-hidden'}>
              {submenu?.label ?? 'Menu'}
            </h2>
            <nav aria-label={submenu ? submenu.label : 'Main'}>
              <ul className={styles.list}>
                {items.map((node) => (
                  <li key={node.label}>
                    {node.children && submenu ? (
                      <>
                        <h3 className={styles.group}>{node.label}</h3>
                        <ul className={styles.list}>
                          {node.children.map((child) => (
                            <li key={child.label}>{linkTo(child)}</li>
                          ))}
                        </ul>
                      </>
                    ) : node.children ? (
                      <button type="button" className={styles.entry} data-opens={node.label} onClick={() => setSubmenu(node)}>
                        {node.label}
                        <ChevronRight aria-hidden="true" size={20} />
                      </button>
                    ) : (
                      linkTo(node)
                    )}
                  </li>
                ))}
              </ul>
            </nav>
            {/* The next steps close both levels, so a short submenu does not end in an empty panel. */}
            <div className={styles.actions}>
              <ButtonLink href={siteConfig.header.quote.href}>{siteConfig.header.quote.label}</ButtonLink>
              <ButtonLink href={siteConfig.header.scheduleCall.href} external variant="secondary">
                {siteConfig.header.scheduleCall.label}
              </ButtonLink>
              <p className={styles.reach}>
                Rather write?{' '}
                <SmartLink href={paths.contact} onClick={close}>
                  Send us a message
                </SmartLink>
                . An engineer reads it and replies.
              </p>
              {latest && <MenuLatestPost post={latest} onFollow={close} />}
            </div>
          </div>
        </>
      )}
    </div>
  );
}
