import { Mail } from 'lucide-react';
import type { Heading } from '../../content/types.ts';
import { siteConfig } from '../../site.config.ts';
import styles from './Contents.module.css';

/** The table of contents of a legal text (its numbered sections) and the address for questions about it. */
export function Contents({ headings }: { headings: readonly Heading[] }) {
  return (
    <div className={styles.wrap}>
      <nav aria-labelledby="toc-heading" className={styles.toc}>
        <h2 id="toc-heading" className={styles.heading}>
          On this page
        </h2>
        <ol className={styles.list}>
          {headings.map((heading) => (
            <li key={heading.id}>
              <a href={`#${heading.id}`}>{heading.text}</a>
            </li>
          ))}
        </ol>
      </nav>
      <p className={styles.contact}>
        <Mail aria-hidden="true" size={18} />
        <span>
          Questions? Write to <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>
        </span>
      </p>
    </div>
  );
}
