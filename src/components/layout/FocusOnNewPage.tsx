import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';

/**
 * After an in-app move to another page, focus goes to the page's main region, as it starts at the
 * top on a page load: keyboard users were left on the link they followed, often in the footer of
 * a page no longer there, and screen readers heard nothing of the new page. The first page, which
 * the browser itself loaded, is left alone.
 */
export function FocusOnNewPage() {
  const { pathname } = useLocation();
  const isFirstPage = useRef(true);

  useEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return null;
}
