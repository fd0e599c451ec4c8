import { ChevronDown } from 'lucide-react';
import { useEffect, useId, useRef, useState } from 'react';
import { SmartLink } from '../ui/SmartLink.tsx';
import { useHoldsCurrentPage } from '../ui/useIsCurrentPage.ts';
import styles from './DesktopNav.module.css';
import { MenuLabel } from './MenuLabel.tsx';
import type { MenuNode } from './menuModel.ts';

function MenuLinks({ nodes }: { nodes: MenuNode[] }) {
  return (
    <ul className={styles.links}>
      {nodes.map((node) => (
        <li key={node.label}>
          <SmartLink
            href={node.href ?? '/'}
            external={node.external}
            marksCurrent
            className={node.service ? `${styles.panelLink} pattern-service-link` : styles.panelLink}
          >
            <MenuLabel node={node} noteClassName={styles.note} descriptionClassName={styles.description} />
          </SmartLink>
        </li>
      ))}
    </ul>
  );
}

/** The site paths a menu leads to, at any depth. */
const pathsUnder = (node: MenuNode): string[] =>
  (node.children ?? []).flatMap((child) => [...(child.href && !child.external ? [child.href] : []), ...pathsUnder(child)]);

function Dropdown({ node, open, onToggle }: { node: MenuNode; open: boolean; onToggle: (open: boolean) => void }) {
  const panelId = useId();
  const groups = node.children?.filter((child) => child.children) ?? [];
  // The menu whose pages hold the one being shown is marked, as About is when it is shown.
  const holdsCurrent = useHoldsCurrentPage(pathsUnder(node));
  return (
    <li className={styles.item}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        data-holds-current={holdsCurrent || undefined}
        onClick={() => onToggle(!open)}
      >
        {node.label}
        <ChevronDown aria-hidden="true" size={16} className={styles.chevron} />
      </button>
      <div id={panelId} className={`${styles.panel} ${groups.length > 0 ? styles.wide : ''}`} hidden={!open}>
        {groups.length > 0 ? (
          groups.map((group) => (
            <div key={group.label} className={styles.group}>
              <p className={styles.groupTitle}>{group.label}</p>
              <MenuLinks nodes={group.children ?? []} />
            </div>
          ))
        ) : (
          <MenuLinks nodes={node.children ?? []} />
        )}
      </div>
    </li>
  );
}

/**
 * The header menu on wide screens: dropdowns open on click or keyboard (and show on hover, in
 * CSS); the header remounts this on navigation, which closes them.
 */
export function DesktopNav({ menu }: { menu: MenuNode[] }) {
  const [openLabel, setOpenLabel] = useState<string | null>(null);
  // Escape also hides a dropdown shown by hover (in CSS), until the pointer leaves the menu (WCAG 1.4.13).
  const [hoverDismissed, setHoverDismissed] = useState(false);
  const navRef = useRef<HTMLElement>(null);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Only with the pointer on the menu: elsewhere no dropdown shows by hover, and pointerleave,
      // which undoes this, would not come until the pointer had entered the menu and left it again.
      if (event.key === 'Escape' && navRef.current?.matches(':hover')) setHoverDismissed(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  useEffect(() => {
    if (!openLabel) return undefined;
    const openItem = () => navRef.current?.querySelector<HTMLButtonElement>('button[aria-expanded="true"]');
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      // Focus inside the panel would fall to <body> when it hides: give it back to its button.
      if (navRef.current?.contains(document.activeElement)) openItem()?.focus();
      setOpenLabel(null);
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpenLabel(null);
    };
    // Tabbing out of an open dropdown closes it, as a click elsewhere does.
    const onFocusIn = (event: FocusEvent) => {
      if (
        !openItem()
          ?.closest('li')
          ?.contains(event.target as Node)
      )
        setOpenLabel(null);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [openLabel]);

  return (
    <nav ref={navRef} aria-label="Main" className={styles.nav} data-print="omit">
      <ul
        className={hoverDismissed ? `${styles.list} ${styles.hoverDismissed}` : styles.list}
        onPointerLeave={() => setHoverDismissed(false)}
      >
        {menu.map((node) =>
          node.children ? (
            <Dropdown
              key={node.label}
              node={node}
              open={openLabel === node.label}
              onToggle={(open) => setOpenLabel(open ? node.label : null)}
            />
          ) : (
            <li key={node.label} className={styles.item}>
              <SmartLink href={node.href ?? '/'} external={node.external} marksCurrent className={styles.trigger}>
                {node.label}
              </SmartLink>
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}
