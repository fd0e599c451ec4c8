import { useEffect, useState } from 'react';

/** Where a section counts as the one being read: its heading has passed the top third of the window. */
const READING_LINE = 0.35;

/** The last of `ids` whose heading has passed the reading line; undefined above the first. */
function sectionAtLine(headings: HTMLElement[]): string | undefined {
  const line = window.innerHeight * READING_LINE;
  return headings.filter((heading) => heading.getBoundingClientRect().top <= line).at(-1)?.id;
}

/**
 * Everything above the reading line, the page above the window included: a heading is in it once
 * passed, so a jump (End, a link) that carries a heading from below the window to above it
 * still counts as crossing.
 */
const ABOVE_READING_LINE = `100000px 0px -${(1 - READING_LINE) * 100}% 0px`;

/**
 * The id of the section being read, among the headings `ids` names, followed as the reader
 * scrolls. An IntersectionObserver tells when a heading crosses the reading line, so nothing runs
 * on every scroll. A body that arrives after the page rendered (a move within the site) is
 * waited for.
 */
export function useCurrentSection(ids: readonly string[]): string | undefined {
  const [current, setCurrent] = useState<string>();
  const key = ids.join(' ');
  useEffect(() => {
    if (ids.length === 0 || typeof IntersectionObserver === 'undefined') return undefined;
    let sections: IntersectionObserver | undefined;
    const follow = () => {
      const headings = ids.map((id) => document.getElementById(id)).filter((heading) => heading !== null);
      if (headings.length < ids.length) return false;
      const update = () => setCurrent(sectionAtLine(headings));
      sections = new IntersectionObserver(update, { rootMargin: ABOVE_READING_LINE });
      for (const heading of headings) sections.observe(heading);
      return true;
    };
    if (follow()) return () => sections?.disconnect();
    const arrival = new MutationObserver(() => follow() && arrival.disconnect());
    arrival.observe(document.getElementById('main') ?? document.body, { childList: true, subtree: true });
    return () => {
      arrival.disconnect();
      sections?.disconnect();
    };
    // `key` stands for `ids`: a new array with the same ids is the same list.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return current;
}
