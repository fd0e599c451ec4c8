import { ArrowRight } from 'lucide-react';
import { SmartLink } from '../ui/SmartLink.tsx';
import styles from './ServiceCard.module.css';
import type { ServiceOffer } from './serviceCatalog.ts';

/** One service: icon, title (the card's link), a sentence and a visual "Explore" cue. */
export function ServiceCard({ offer }: { offer: ServiceOffer }) {
  const Icon = offer.icon;
  return (
    <article className={styles.card}>
      <span className={styles.icon}>
        <Icon aria-hidden="true" size={28} strokeWidth={1.75} />
      </span>
      <h3 className={styles.title}>
        <SmartLink href={offer.href}>{offer.title}</SmartLink>
      </h3>
      <p className={styles.text}>{offer.text}</p>
      <span className={styles.more} aria-hidden="true">
        Explore <ArrowRight size={16} />
      </span>
    </article>
  );
}
