/** The element a location's hash names (`#compliance`), if the page has one. */
export const linkedSection = (hash: string): HTMLElement | null =>
  hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
