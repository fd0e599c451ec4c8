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
  title: ReactNode;
  /** Trail after Home; the last crumb is the current page. */
  crumbs: Crumb[];
  eyebrow?: string;
  /** Site search reads the title with the page's marked content (an article's). */
  titleInSearchIndex?: boolean;
  children?: ReactNode;
  /** The first steps the page offers, under the intro. */
  actions?: ReactNode;
  /** What the page is about, shown beside the title on wide screens and under it on phones. */
  aside?: ReactNode;
  /** Across the whole width under the heading and the aside, for a subject wider than a column (the latest article). */
  below?: ReactNode;
  /** The heading starts at the top beside an aside taller than it (a form), instead of centring on it. */
  alignTop?: boolean;
  /** On a wide screen the aside takes the wider share of the row (a form whose fields then pair up). */
  wideAside?: boolean;
  /** Under the intro, beside a tall aside on wide screens; after the aside on phones (a form's next steps). */
  after?: ReactNode;
  /** The aside only where it stands beside the title (from 1024 px); where the page stacks, the page shows its content elsewhere or not at all. */
  asideBesideOnly?: boolean;
  /** On a tablet the aside stands beside the intro, under a title across the width (an article's cover), rather than after it. */
  asideBesideIntro?: boolean;
  /** A mark above the eyebrow (or the title) that says at a glance how things stand (the thank-you page's check). */
  mark?: ReactNode;
}

/** The opening of every inner page: breadcrumb, heading and intro, and beside them the page's own subject. */
export function PageBanner(props: PageBannerProps) {
  const {
    title,
    crumbs,
    eyebrow,
    titleInSearchIndex = false,
    children,
    actions,
    aside,
    below,
    alignTop = false,
    wideAside = false,
    after,
    asideBesideIntro = false,
    asideBesideOnly = false,
    mark,
  } = props;
  const { pathname } = useLocation();
  const steps = [
    { name: 'Home', path: paths.home },
    ...crumbs.map((crumb, index) => ({ name: crumb.label, path: index === crumbs.length - 1 ? pathname : (crumb.href ?? pathname) })),
  ];
  return (
    <header
      className={[
        styles.banner,
        (aside || below) && styles.drafted,
        aside && styles.withAside,
        below && styles.withBelow,
        alignTop && styles.alignTop,
        wideAside && styles.wideAside,
        after && styles.withAfter,
        asideBesideIntro && styles.asideBesideIntro,
        asideBesideOnly && styles.asideBesideOnly,
      ]
        .filter(Boolean)
        .join(' ')}
    >
      <JsonLd data={breadcrumbList(steps, import.meta.env.BASE_URL)} />
      <div className={`container ${styles.layout}`}>
        <nav aria-label="Breadcrumb" data-print="omit" className={styles.trail}>
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
        <div className={styles.text}>
          {mark}
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h1 className={styles.title} {...(titleInSearchIndex ? { 'data-pagefind-body': '' } : {})}>
            {title}
          </h1>
          {(children || actions) && (
            <div className={styles.lede}>
              {children && <div className={styles.intro}>{children}</div>}
              {actions && (
                <div className={styles.actions} data-print="omit">
                  {actions}
                </div>
              )}
            </div>
          )}
        </div>
        {aside && <div className={styles.aside}>{aside}</div>}
        {after && <div className={styles.after}>{after}</div>}
        {below && <div className={styles.below}>{below}</div>}
      </div>
    </header>
  );
}
