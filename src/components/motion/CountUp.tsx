import { useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { countAt, countUpDurationMs } from './countUp.ts';
import { prefersReducedMotion } from './reducedMotion.ts';

export interface CountUpProps {
  from: number;
  to: number;
  suffix?: string;
}

/**
 * A number that climbs from `from` to `to` once, the first time it scrolls into view. The
 * pre-rendered HTML, reduced motion, assistive technology and print all get the target; only
 * the aria-hidden figure moves.
 */
export function CountUp({ from, to, suffix = '' }: CountUpProps) {
  const figure = useRef<HTMLSpanElement>(null);
  const [value, setValue] = useState(to);

  useEffect(() => {
    const node = figure.current;
    if (!node || prefersReducedMotion() || typeof IntersectionObserver === 'undefined') return;
    let frame = 0;
    const observer = new IntersectionObserver(([entry]) => {
      if (!entry?.isIntersecting) {
        // Still below the fold: wait at the start so the climb is there to see.
        setValue(from);
        return;
      }
      observer.disconnect();
      const start = performance.now();
      const climb = (now: number) => {
        const progress = (now - start) / countUpDurationMs;
        setValue(countAt(from, to, progress));
        if (progress < 1) frame = requestAnimationFrame(climb);
      };
      frame = requestAnimationFrame(climb);
    });
    observer.observe(node);
    // On paper the climb is over: a figure still waiting below the fold would print its start.
    // The browser lays the page out for print right after this event, so the update cannot wait.
    const finish = () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      flushSync(() => setValue(to));
    };
    window.addEventListener('beforeprint', finish);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
      window.removeEventListener('beforeprint', finish);
    };
  }, [from, to]);

  return (
    <>
      <span className="visually-hidden">
        {to}
        {suffix}
      </span>
      <span ref={figure} aria-hidden="true" data-count-target={to}>
        {value}
        {suffix}
      </span>
    </>
  );
}
