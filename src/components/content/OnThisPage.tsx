import { useId } from 'react';
import type { Heading } from '../../content/types.ts';
import { useCurrentSection } from '../../hooks/useCurrentSection.ts';
import { SectionLinks } from './SectionLinks.tsx';
import styles from './OnThisPage.module.css';

/** A long text's sections as links beside it (an article's, a legal page's), the one being read marked. */
export function OnThisPage({ sections }: { sections: readonly Heading[] }) {
  const current = useCurrentSection(sections.map((section) => section.id));
  const headingId = useId();
  if (sections.length === 0) return null;
  return (
    <nav aria-labelledby={headingId} className={styles.toc}>
      <h2 id={headingId} className={styles.heading}>
        On this page
      </h2>
      <SectionLinks
        sections={sections}
        current={current}
        listClassName={styles.list}
        linkClassName={styles.link}
        topClassName={styles.top}
      />
    </nav>
  );
}
