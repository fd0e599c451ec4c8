/** The element a location's hash names (`#compliance`), if the page has one. */
export const linkedSection = (hash: string): HTMLElement | null =>
  hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;

/** Moves focus to where a page starts for the reader, leaving the scrolling to the caller. */
export function focusWithoutScrolling(target: HTMLElement): void {
  // A section is not focusable by itself; -1 lets a script focus it without adding a tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}
