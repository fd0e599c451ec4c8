/**
 * Whether the visitor asked for less motion. Read only in effects and event handlers: the
 * pre-renderer has no window, and reading it during render would break hydration.
 */
export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}
