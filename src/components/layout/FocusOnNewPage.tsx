import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router-dom';
import { focusWithoutScrolling, linkedSection } from './linkedSection.ts';

/**
 * After an in-app move to another page, focus goes where the page starts for the reader: the
 * section the link named (#compliance), else the main region. Keyboard users were left on the
 * link they followed, often in the footer of a page no longer there, and screen readers heard
 * nothing of the new page. The first page, which the browser itself loaded, is left alone.
 */
export function FocusOnNewPage() {
  const { pathname, hash } = useLocation();
  const isFirstPage = useRef(true);

  useEffect(() => {
    if (isFirstPage.current) {
      isFirstPage.current = false;
      return;
    }
    const target = linkedSection(hash) ?? document.getElementById('main');
    if (target) focusWithoutScrolling(target);
  }, [pathname, hash]);

  return null;
}
