import { ChevronDown, ListOrdered } from 'lucide-react';
import { useRef } from 'react';
import type { Heading } from '../../content/types.ts';
import { useCurrentSection } from '../../hooks/useCurrentSection.ts';
import styles from './SectionBar.module.css';
import { SectionLinks } from './SectionLinks.tsx';

interface SectionBarProps {
  sections: readonly Heading[];
  /** From this width a column beside the text holds its outline, and the bar goes. */
  wideFrom: 1024 | 1180;
}

/**
 * Where no column beside a long text holds its outline (phones, tablets): a bar that stays under
 * the header while the text is read, names the section being read and opens onto all of them, so
 * the reader can jump back or ahead from anywhere. A <details>: it opens, and its links work,
 * without scripts too.
 */
export function SectionBar({ sections, wideFrom }: SectionBarProps) {
  const current = useCurrentSection(sections.map((section) => section.id));
  const bar = useRef<HTMLDetailsElement>(null);
  if (sections.length === 0) return null;
  const reading = sections.find((section) => section.id === current)?.text;
  const closeOnChoice = (event: React.MouseEvent) => {
    if (bar.current && (event.target as Element).closest('a')) bar.current.open = false;
  };
  return (
    <details
      ref={bar}
      className={`${styles.bar} ${wideFrom === 1024 ? styles.until1024 : styles.until1180}`}
      data-print="omit"
      data-pagefind-ignore
      onClickCapture={closeOnChoice}
    >
      <summary className={styles.summary}>
        <ListOrdered aria-hidden="true" size={18} className={styles.icon} />
        <span className={styles.label}>On this page</span>
        {reading && <span className={styles.reading}>{reading}</span>}
        <ChevronDown aria-hidden="true" size={18} className={styles.chevron} />
      </summary>
      <nav aria-label="Sections of this page" className={styles.panel}>
        <SectionLinks
          sections={sections}
          current={current}
          listClassName={styles.list}
          linkClassName={styles.link}
          topClassName={styles.top}
        />
      </nav>
    </details>
  );
}
