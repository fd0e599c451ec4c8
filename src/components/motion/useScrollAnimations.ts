import type AOS from 'aos';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { prefersReducedMotion } from './reducedMotion.ts';
import './scrollAnimations.css';

/**
 * The spec's root margin "0% 0% 15% 0%": elements start animating when they come within 15% of a
 * viewport height below the fold. AOS 2 expresses that as a negative trigger offset in pixels.
 */
const ROOT_MARGIN_BOTTOM = 0.15;

type Aos = typeof AOS;
let aos: Promise<Aos> | undefined;

/** AOS loads after hydration, once, and only for visitors who have not asked for less motion. */
function loadAos(): Promise<Aos> {
  aos ??= import('aos').then(({ default: library }) => {
    library.init({
      once: true,
      offset: -Math.round(window.innerHeight * ROOT_MARGIN_BOTTOM),
      // Each new page is picked up by the refresh below, after the router has scrolled to its top.
      disableMutationObserver: true,
    });
    return library;
  });
  return aos;
}

/**
 * Fade-up on scroll for elements marked with {@link fadeUp}, set up after hydration and refreshed
 * on every route change. Timing lives in scrollAnimations.css, which hides nothing until AOS has
 * prepared an element, so the page reads in full without JavaScript.
 */
export function useScrollAnimations() {
  const { pathname } = useLocation();
  useEffect(() => {
    if (prefersReducedMotion()) return;
    let current = true;
    loadAos()
      .then((library) => {
        if (current) library.refreshHard();
      })
      .catch(() => {
        // Without AOS nothing is hidden: the page simply does not animate.
      });
    return () => {
      current = false;
    };
  }, [pathname]);
}

/** Spread onto an element to fade it up once when it scrolls into view. */
export const fadeUp = { 'data-aos': 'fade-up' } as const;
