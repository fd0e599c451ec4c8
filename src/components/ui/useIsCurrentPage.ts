import { useLocation } from 'react-router-dom';

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
/** The page a site path names: without its query, #section and trailing slash. */
const pageOf = (href: string) => withoutTrailingSlash(href.split(/[?#]/)[0]!);

/**
 * Whether `href` (a site path) is the page being shown, for aria-current="page" in menus and lists.
 * A link to a section (`#…`) is never the page itself. Lighter than React Router's NavLink, whose
 * pending and transition states the site does not use, on every page's start-up budget.
 */
export function useIsCurrentPage(href: string): boolean {
  const { pathname } = useLocation();
  return !href.includes('#') && withoutTrailingSlash(pathname) === pageOf(href);
}

/** Whether the page being shown is one that `hrefs` name, or a page under one: the menu holding it is marked. */
export function useHoldsCurrentPage(hrefs: readonly string[]): boolean {
  const current = withoutTrailingSlash(useLocation().pathname);
  return hrefs.map(pageOf).some((page) => current === page || (page !== '/' && current.startsWith(`${page}/`)));
}
