import { Star } from 'lucide-react';
import styles from './Rating.module.css';

/** Stars for a 1–5 rating, read out as one phrase. */
export function Rating({ value, max = 5 }: { value: number; max?: number }) {
  return (
    <div className={styles.rating} role="img" aria-label={`Rated ${value} out of ${max}`}>
      {Array.from({ length: max }, (_, index) => (
        <Star key={index} aria-hidden="true" size={18} className={index < value ? styles.on : styles.off} />
      ))}
    </div>
  );
}
