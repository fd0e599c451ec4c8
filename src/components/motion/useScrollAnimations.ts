import type AOS from 'aos';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { importAgainAfterFailure } from '../../lib/importAgain.ts';
import { once } from '../../lib/once.ts';
import { prefersReducedMotion } from './reducedMotion.ts';
import './scrollAnimations.css';

/**
 * The spec's root margin "0% 0% 15% 0%": elements start animating when they come within 15% of a
 * viewport height below the fold. AOS 2 expresses that as a negative trigger offset in pixels.
 */
const ROOT_MARGIN_BOTTOM = 0.15;

type Aos = typeof AOS;

/** Set on <html> once AOS has sorted the page's elements into in view and still to come. */
const READY_CLASS = 'aos-ready';

/**
 * AOS loads after hydration, once, and only for visitors who have not asked for less motion; a
 * failed load is forgotten, so the next page tries again.
 */
const importAos = importAgainAfterFailure(() => import('aos'));

const loadAos = once(async (): Promise<Aos> => {
  const { default: library } = await importAos();
  library.init({
    once: true,
    offset: -Math.round(window.innerHeight * ROOT_MARGIN_BOTTOM),
    // Each new page is picked up by the refresh below, after the router has scrolled to its top.
    disableMutationObserver: true,
  });
  return library;
});

/**
 * Resolves on the visitor's first scroll: until then everything below the fold is out of sight
 * anyway, and the page's start costs nothing for animations.
 */
let firstScroll: Promise<void> | undefined;
const untilFirstScroll = () =>
  (firstScroll ??= new Promise((resolve) => window.addEventListener('scroll', () => resolve(), { once: true, passive: true })));

/**
 * Fade-up on scroll for elements marked with {@link fadeUp}, set up on the first scroll and refreshed
 * on every route change. Timing lives in scrollAnimations.css, which hides nothing until AOS has
 * sorted the elements, so the page reads in full without JavaScript and nothing in view blinks.
 */
export function useScrollAnimations() {
  const { pathname } = useLocation();
  useEffect(() => {
    // Pages without animated elements (articles, legal texts) never load AOS.
    if (prefersReducedMotion() || !document.querySelector('[data-aos]')) return;
    let current = true;
    untilFirstScroll()
      .then(loadAos)
      .then((library) => {
        if (!current) return;
        // AOS marks elements (aos-init) before measuring them, which forces a style pass: were the
        // hidden state active then, elements already in view would blink out and fade back in.
        const root = document.documentElement;
        root.classList.remove(READY_CLASS);
        library.refreshHard();
        root.classList.add(READY_CLASS);
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
