import { CircleAlert } from 'lucide-react';
import type { OutboxEntry } from '../../lib/forms/outbox.ts';
import { siteOutbox } from '../../lib/forms/siteOutbox.ts';
import { siteConfig } from '../../site.config.ts';
import styles from './OutboxNotice.module.css';

/** The message as an e-mail the visitor's own mail program opens, addressed to us and filled in. */
function mailtoOf(entry: OutboxEntry): string {
  const { from_name: name = '', message = '' } = entry.params;
  const subject = `Message from the website${name ? ` (${name})` : ''}`;
  return `mailto:${siteConfig.enquiriesEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`;
}

/**
 * A message the e-mail service refused for good: nothing is lost, the visitor gets it back as an
 * e-mail to send from their own mail program, and can put the notice away once it is sent.
 */
export function RefusedMessage({ entry }: { entry: OutboxEntry }) {
  return (
    <div className={`${styles.notice} ${styles.refused}`}>
      <CircleAlert aria-hidden="true" size={22} className={styles.icon} />
      <div>
        <p className={styles.title}>We could not deliver your message.</p>
        <p>
          Our e-mail service turned it down, so it will not reach us this way. Please{' '}
          <a href={mailtoOf(entry)}>send it from your own e-mail</a> to {siteConfig.enquiriesEmail}; we have filled it in for you.
        </p>
        <button type="button" className={styles.dismiss} onClick={() => void siteOutbox().dismiss(entry.id)}>
          I have sent it another way
        </button>
      </div>
    </div>
  );
}
