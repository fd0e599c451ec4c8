import { ArrowRight, type LucideIcon } from 'lucide-react';
import { Link } from 'react-router-dom';
import styles from './ReadingCard.module.css';

export interface ReadingCardProps {
  icon: LucideIcon;
  /** What it is and its subject: "Case study · Healthcare". */
  kicker: string;
  title: string;
  href: string;
  text: string;
  /** The line the card closes on: a case's outcome, an article's reading time. */
  fact: string;
  more: string;
}

/** Something to read while the reply is on its way: the whole card is the link. */
export function ReadingCard({ icon: Icon, kicker, title, href, text, fact, more }: ReadingCardProps) {
  return (
    <article className={styles.card}>
      <p className={styles.kicker}>
        <span className={styles.badge}>
          <Icon aria-hidden="true" size={18} strokeWidth={1.75} />
        </span>
        {kicker}
      </p>
      <h3 className={styles.title}>
        <Link to={href}>{title}</Link>
      </h3>
      <p className={styles.text}>{text}</p>
      <p className={styles.fact}>{fact}</p>
      <span className={styles.more} aria-hidden="true">
        {more} <ArrowRight size={16} />
      </span>
    </article>
  );
}
