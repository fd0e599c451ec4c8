import type { ReactNode } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { breadcrumbList } from '../../lib/structuredData.ts';
import { paths } from '../../routes/paths.ts';
import { JsonLd } from './JsonLd.tsx';
import styles from './PageBanner.module.css';

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageBannerProps {
  /** The page's only h1. */
  title: string;
  /** Trail after Home; the last crumb is the current page. */
  crumbs: Crumb[];
  eyebrow?: string;
  /** Site search reads the title with the page's marked content (an article's). */
  titleInSearchIndex?: boolean;
  children?: ReactNode;
}

/** The banner heading and breadcrumb that open every inner page. */
export function PageBanner({ title, crumbs, eyebrow, titleInSearchIndex = false, children }: PageBannerProps) {
  const { pathname } = useLocation();
  const steps = [
    { name: 'Home', path: paths.home },
    ...crumbs.map((crumb, index) => ({ name: crumb.label, path: index === crumbs.length - 1 ? pathname : (crumb.href ?? pathname) })),
  ];
  return (
    <header className={styles.banner}>
      <JsonLd data={breadcrumbList(steps, import.meta.env.BASE_URL)} />
      <div className="container">
        <nav aria-label="Breadcrumb" data-print="omit">
          <ol className={styles.crumbs}>
            <li>
              <Link to={paths.home}>Home</Link>
            </li>
            {crumbs.map((crumb, index) => (
              <li key={`${crumb.label}-${index}`}>
                {crumb.href && index < crumbs.length - 1 ? (
                  <Link to={crumb.href}>{crumb.label}</Link>
                ) : (
                  <span aria-current="page">{crumb.label}</span>
                )}
              </li>
            ))}
          </ol>
        </nav>
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <h1 className={styles.title} {...(titleInSearchIndex ? { 'data-pagefind-body': '' } : {})}>
          {title}
        </h1>
        {children && <div className={styles.intro}>{children}</div>}
      </div>
    </header>
  );
}
