import { ArrowUp } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { Heading } from '../../content/types.ts';
import styles from './SectionLinks.module.css';

interface SectionLinksProps {
  sections: readonly Heading[];
  /** The id of the section being read, marked aria-current="location". */
  current: string | undefined;
  listClassName?: string;
  linkClassName?: string;
  /** Where the way back to the top of the page sits, after the sections. */
  topClassName?: string;
}

/**
 * A text's sections as links, in order. A link moves through the router, which scrolls to the
 * section and puts focus there (ScrollToTop, FocusOnNewPage); without scripts it is a plain link.
 * After them, a way back to the top: legal pages run to 20,000 px on a phone.
 */
export function SectionLinks({ sections, current, listClassName, linkClassName, topClassName }: SectionLinksProps) {
  return (
    <>
      <ol className={listClassName}>
        {sections.map(({ id, text }) => (
          <li key={id}>
            <Link to={`#${id}`} aria-current={id === current ? 'location' : undefined} className={linkClassName}>
              {text}
            </Link>
          </li>
        ))}
      </ol>
      <Link to="#main" className={topClassName ? `${styles.top} ${topClassName}` : styles.top}>
        <ArrowUp aria-hidden="true" size={16} />
        Back to top
      </Link>
    </>
  );
}
