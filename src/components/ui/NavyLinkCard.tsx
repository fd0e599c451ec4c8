import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import styles from './NavyLinkCard.module.css';

interface NavyLinkCardProps {
  to: string;
  kicker: string;
  title: ReactNode;
  /** A line on what is there. */
  children: ReactNode;
  /** Size and place, from the card's context. */
  className?: string;
  /** A picture above the words, where the card is tall enough for one. */
  art?: ReactNode;
}

/** A way onward set on navy, so it reads as its context's one action: a kicker, a title with an arrow, a line on what is there. */
export function NavyLinkCard({ to, kicker, title, children, className, art }: NavyLinkCardProps) {
  return (
    <Link to={to} className={className ? `${styles.card} ${className}` : styles.card}>
      {art}
      <span className={styles.kicker}>{kicker}</span>
      <span className={styles.title}>
        {title} <ArrowRight aria-hidden="true" size={18} />
      </span>
      <span className={styles.text}>{children}</span>
    </Link>
  );
}
