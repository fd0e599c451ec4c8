import { promoCards } from './content.ts';
import styles from './PromoCards.module.css';

/** Three promises, lifted over the hero's lower edge. */
export function PromoCards() {
  return (
    <section className={`container ${styles.wrap}`} aria-labelledby="promo-heading">
      <h2 id="promo-heading" className="visually-hidden">
        Why teams choose ITAH
      </h2>
      <ul className={styles.grid}>
        {promoCards.map(({ icon: Icon, title, text }) => (
          <li key={title} className={styles.card}>
            <span className={styles.icon}>
              <Icon aria-hidden="true" size={26} strokeWidth={1.75} />
            </span>
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.text}>{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
