import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { linkedSection } from './linkedSection.ts';

/**
 * On every new page, start at the top (or at the linked section), as a page load would.
 * Back and forward keep the browser's own restoration.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  const navigationType = useNavigationType();

  useEffect(() => {
    if (navigationType === 'POP') return;
    const target = linkedSection(hash);
    if (target) target.scrollIntoView();
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash, navigationType]);

  return null;
}
