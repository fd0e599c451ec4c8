import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Heading } from '../../content/types.ts';
import { useCurrentSection } from '../../hooks/useCurrentSection.ts';
import styles from './OnThisPage.module.css';

/**
 * An article's sections as links, the one being read marked (aria-current="location"). A link
 * moves through the router, which scrolls to the section and puts focus there (ScrollToTop,
 * FocusOnNewPage); without scripts it is a plain link to the section.
 */
export function OnThisPage({ sections }: { sections: readonly Heading[] }) {
  const current = useCurrentSection(sections.map((section) => section.id));
  const headingId = useId();
  if (sections.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} className={styles.toc}>
      <h2 id={headingId} className={styles.heading}>
        On this page
      </h2>
      <ol className={styles.list}>
        {sections.map(({ id, text }) => (
          <li key={id}>
            <Link to={`#${id}`} aria-current={id === current ? 'location' : undefined} className={styles.link}>
              {text}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
