import { CalendarDays, ListOrdered, Mail } from 'lucide-react';
import { formatDate } from '../../lib/dates.ts';
import { siteConfig } from '../../site.config.ts';
import styles from './LegalSummary.module.css';

/** A legal text at a glance, beside its title: when it last changed, how long it is, where to ask about it. */
export function LegalSummary({ updated, sections }: { updated: string; sections: number }) {
  return (
    <div className={styles.card}>
      <p className={styles.kicker}>This page</p>
      <p className={styles.row}>
        <CalendarDays aria-hidden="true" size={18} />
        <span>
          Last updated <time dateTime={updated}>{formatDate(updated)}</time>
        </span>
      </p>
      <p className={styles.row}>
        <ListOrdered aria-hidden="true" size={18} />
        <span>{sections} numbered sections</span>
      </p>
      <p className={styles.row}>
        <Mail aria-hidden="true" size={18} />
        <span>
          Questions? Write to <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>
        </span>
      </p>
    </div>
  );
}
