import { ArrowUp, CalendarDays, Mail } from 'lucide-react';
import type { LegalMeta } from '../../content/types.ts';
import { formatDate } from '../../lib/dates.ts';
import { siteConfig } from '../../site.config.ts';
import styles from './LegalQuestions.module.css';

/** Beside a legal text as it is read: when it last changed, where to ask about it, and the way back to its contents. */
export function LegalQuestions({ page }: { page: LegalMeta }) {
  return (
    <div className={styles.card}>
      <p className={styles.row}>
        <CalendarDays aria-hidden="true" size={18} />
        <span>
          Last updated <time dateTime={page.updated}>{formatDate(page.updated)}</time>
        </span>
      </p>
      <p className={styles.row}>
        <Mail aria-hidden="true" size={18} />
        <span>
          Questions? Write to <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>
        </span>
      </p>
      <p className={styles.row} data-print="omit">
        <ArrowUp aria-hidden="true" size={18} />
        <a href="#toc-heading">Back to the contents</a>
      </p>
    </div>
  );
}
