import { useLocation } from 'react-router-dom';

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

/**
 * Whether `href` (a site path) is the page being shown, for aria-current="page" in menus and lists.
 * A link to a section (`#…`) is never the page itself. Lighter than React Router's NavLink, whose
 * pending and transition states the site does not use, on every page's start-up budget.
 */
export function useIsCurrentPage(href: string): boolean {
  const { pathname } = useLocation();
  return !href.includes('#') && withoutTrailingSlash(pathname) === withoutTrailingSlash(href.split('?')[0]!);
}
