import { ServiceCard } from './ServiceCard.tsx';
import styles from './ServiceCardGrid.module.css';
import type { ServiceOffer } from './serviceCatalog.ts';

/** Service cards, three a row on wide screens, equal heights. */
export function ServiceCardGrid({ offers }: { offers: readonly ServiceOffer[] }) {
  return (
    <ul className={styles.grid}>
      {offers.map((offer) => (
        <li key={offer.title}>
          <ServiceCard offer={offer} />
        </li>
      ))}
    </ul>
  );
}
