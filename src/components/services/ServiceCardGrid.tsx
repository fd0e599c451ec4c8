import { CardGrid } from './CardGrid.tsx';
import { ServiceCard } from './ServiceCard.tsx';
import type { ServiceOffer } from './serviceCatalog.ts';

/** Service cards, three a row on wide screens. */
export function ServiceCardGrid({ offers }: { offers: readonly ServiceOffer[] }) {
  return (
    <CardGrid>
      {offers.map((offer) => (
        <li key={offer.title}>
          <ServiceCard offer={offer} />
        </li>
      ))}
    </CardGrid>
  );
}
