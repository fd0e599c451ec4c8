import { ArrowUp, Mail } from 'lucide-react';
import { siteConfig } from '../../site.config.ts';
import styles from './LegalQuestions.module.css';

/** Beside a legal text as it is read: where to ask about it, and the way back to its contents. */
export function LegalQuestions() {
  return (
    <div className={styles.card}>
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
