import { CalendarDays, Mail } from 'lucide-react';
import type { LegalMeta } from '../../content/types.ts';
import { formatDate } from '../../lib/dates.ts';
import { siteConfig } from '../../site.config.ts';
import styles from './LegalSummary.module.css';

/**
 * A legal text at a glance, beside its title: the facts its writer set large (how long, how many,
 * what stays whose), when it last changed and where to ask about it.
 */
export function LegalSummary({ updated, keyFacts = [] }: Pick<LegalMeta, 'updated' | 'keyFacts'>) {
  return (
    <div className={styles.card}>
      <p className={styles.kicker}>At a glance</p>
      {keyFacts.length > 0 && (
        <ul className={styles.facts}>
          {keyFacts.map(({ figure, label }) => (
            <li key={figure} className={styles.fact}>
              <span className={styles.figure}>{figure}</span>
              <span>{label}</span>
            </li>
          ))}
        </ul>
      )}
      <div className={styles.rows}>
        <p className={styles.row}>
          <CalendarDays aria-hidden="true" size={18} />
          <span>
            Last updated <time dateTime={updated}>{formatDate(updated)}</time>
          </span>
        </p>
        <p className={styles.row}>
          <Mail aria-hidden="true" size={18} />
          <span>
            Questions? Write to <a href={`mailto:${siteConfig.contactEmail}`}>{siteConfig.contactEmail}</a>
          </span>
        </p>
      </div>
    </div>
  );
}
