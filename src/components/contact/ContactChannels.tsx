import { CalendarClock, Clock, Mail } from 'lucide-react';
import { SmartLink } from '../ui/SmartLink.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';
import { siteConfig } from '../../site.config.ts';
import styles from './ContactChannels.module.css';

interface ContactChannelsProps {
  /** What the address is for on the page (the quote page's RFP documents). */
  emailLabel?: string;
  /** How soon we answer; left off where the reply's steps beside it already say so. */
  replyPromise?: boolean;
}

/** Every way to reach the company, and how soon it answers, beside the contact and quote forms. */
export function ContactChannels({ emailLabel = 'E-mail', replyPromise = true }: ContactChannelsProps) {
  const { enquiriesEmail, bookingUrl } = siteConfig;
  return (
    <div className={styles.card}>
      <p className={styles.kicker}>Ways to reach us</p>
      {replyPromise && (
        <p className={styles.promise}>
          <Clock aria-hidden="true" size={26} />
          <span>
            <strong>A reply within one business day</strong>
            From a senior engineer, not a sales queue.
          </span>
        </p>
      )}
      <ul className={styles.channels}>
        <li>
          <Mail aria-hidden="true" size={20} />
          <span>
            <span className={styles.label}>{emailLabel}</span>
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
