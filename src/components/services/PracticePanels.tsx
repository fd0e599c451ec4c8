import { ArrowRight, Plus } from 'lucide-react';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { SmartLink } from '../ui/SmartLink.tsx';
import styles from './PracticePanels.module.css';
import type { Practice } from './serviceCatalog.ts';

/** The practices side by side: the services each delivers, each linked to where it is told, and the way to the practice's page. */
export function PracticePanels({ practices }: { practices: readonly Practice[] }) {
  return (
    <ul className={styles.grid}>
      {practices.map(({ title, heading, icon: Icon, text, offers, href, also, layer }) => (
        <li key={title} className={styles.panel} data-layer={layer}>
          <span className={styles.icon}>
            <Icon aria-hidden="true" size={26} strokeWidth={1.75} />
          </span>
          <h3 className={styles.title}>{heading}</h3>
          <p className={styles.text}>{text}</p>
          <ul className={styles.offers}>
            {offers.map(({ title: offerTitle, icon: OfferIcon, text: offerText, href: offerHref }) => (
              <li key={offerTitle} className={styles.offer}>
                <OfferIcon aria-hidden="true" size={20} strokeWidth={1.75} className={styles.offerIcon} />
                <h4 className={styles.offerTitle}>
                  <SmartLink href={offerHref}>
                    {offerTitle}
                    <ArrowRight aria-hidden="true" size={16} />
                  </SmartLink>
                </h4>
                <p className={styles.offerText}>{offerText}</p>
              </li>
            ))}
            {/* Work outside the six services, as one more row of the list: a label over its link. */}
            {also && (
              <li className={styles.offer}>
                <Plus aria-hidden="true" size={20} strokeWidth={1.75} className={styles.offerIcon} />
                <p className={styles.alsoLabel}>Also in this practice</p>
                <p className={styles.offerTitle}>
                  <SmartLink href={also.href}>
                    {also.label}
                    <ArrowRight aria-hidden="true" size={16} />
                  </SmartLink>
                </p>
              </li>
            )}
          </ul>
          <ButtonLink href={href} variant="secondary" className={styles.action}>
            Explore {title}
          </ButtonLink>
        </li>
      ))}
    </ul>
  );
}
