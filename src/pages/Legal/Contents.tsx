import type { Heading } from '../../content/types.ts';
import styles from './Contents.module.css';

/** The table of contents of a legal text (its numbered sections), opening the page beside its heading. */
export function Contents({ headings }: { headings: readonly Heading[] }) {
  return (
    <nav aria-labelledby="toc-heading" className={styles.toc}>
      <h2 id="toc-heading" className={styles.heading}>
        On this page · {headings.length} sections
      </h2>
      <ol className={styles.list}>
        {headings.map((heading) => (
          <li key={heading.id}>
            <a href={`#${heading.id}`}>{heading.text}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
