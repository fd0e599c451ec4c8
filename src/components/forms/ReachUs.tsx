import { Mail } from 'lucide-react';
import { siteConfig } from '../../site.config.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { SocialLinks } from '../ui/SocialLinks.tsx';
import styles from './ReachUs.module.css';

/** The other ways in, beside a form: e-mail, a booked call and the social profiles (new tab). */
export function ReachUs({ emailNote }: { emailNote: string }) {
  const { enquiriesEmail, bookingUrl, header } = siteConfig;
  return (
    <div className={styles.box}>
      <h2 className={styles.title}>Other ways to reach us</h2>
      <p className={styles.email}>
        <Mail aria-hidden="true" size={20} />
        <span>
          {emailNote} <a href={`mailto:${enquiriesEmail}`}>{enquiriesEmail}</a>
        </span>
      </p>
      <ButtonLink href={bookingUrl} external variant="secondary">
        {header.scheduleCall.label}
      </ButtonLink>
      <div className={styles.social}>
        <p className={styles.socialLabel}>Follow our work</p>
        <SocialLinks />
      </div>
    </div>
  );
}
