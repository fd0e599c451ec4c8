import { CalendarClock, Clock, Mail } from 'lucide-react';
import { SmartLink } from '../../components/ui/SmartLink.tsx';
import { SocialLinks } from '../../components/ui/SocialLinks.tsx';
import { siteConfig } from '../../site.config.ts';
import styles from './ContactChannels.module.css';

/** Every way to reach the company, and how soon it answers, under the contact page's heading. */
export function ContactChannels() {
  const { enquiriesEmail, bookingUrl } = siteConfig;
  return (
    <div className={styles.card}>
      <p className={styles.kicker}>Ways to reach us</p>
      <p className={styles.promise}>
        <Clock aria-hidden="true" size={26} />
        <span>
          <strong>A reply within one business day</strong>
          From a senior engineer, not a sales queue.
        </span>
      </p>
      <ul className={styles.channels}>
        <li>
          <Mail aria-hidden="true" size={20} />
          <span>
            <span className={styles.label}>E-mail</span>
            <SmartLink href={`mailto:${enquiriesEmail}`}>{enquiriesEmail}</SmartLink>
          </span>
        </li>
        <li>
          <CalendarClock aria-hidden="true" size={20} />
          <span>
            <span className={styles.label}>A 30-minute call</span>
            <SmartLink href={bookingUrl} external>
              Pick a time that suits you
            </SmartLink>
          </span>
        </li>
      </ul>
      <div className={styles.social}>
        <span className={styles.label}>Follow our work</span>
        <SocialLinks />
      </div>
    </div>
  );
}
