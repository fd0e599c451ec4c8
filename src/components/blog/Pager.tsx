import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import styles from './Pager.module.css';

interface PagerProps {
  current: number;
  total: number;
  hrefOf: (page: number) => string;
}

function Step({ page, total, hrefOf, direction }: Omit<PagerProps, 'current'> & { page: number; direction: 'prev' | 'next' }) {
  const label = direction === 'prev' ? 'Previous page' : 'Next page';
  const icon = direction === 'prev' ? <ChevronLeft aria-hidden="true" size={18} /> : <ChevronRight aria-hidden="true" size={18} />;
  if (page < 1 || page > total) {
    return (
      <span className={`${styles.step} ${styles.disabled}`} aria-disabled="true">
        {icon}
        <span className="visually-hidden">{label}</span>
      </span>
    );
  }
  return (
    <Link to={hrefOf(page)} className={styles.step} rel={direction}>
      {icon}
      <span className="visually-hidden">{label}</span>
    </Link>
  );
}

/** Previous, the page numbers and next; the ends are disabled rather than hidden. */
export function Pager({ current, total, hrefOf }: PagerProps) {
  return (
    <nav aria-label="Pages" className={styles.pager}>
      <Step page={current - 1} total={total} hrefOf={hrefOf} direction="prev" />
      <ol className={styles.numbers}>
        {Array.from({ length: total }, (_, index) => index + 1).map((page) => (
          <li key={page}>
            {page === current ? (
              <span className={`${styles.number} ${styles.current}`} aria-current="page">
                {page}
              </span>
            ) : (
              <Link to={hrefOf(page)} className={styles.number}>
                <span className="visually-hidden">Page </span>
                {page}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <Step page={current + 1} total={total} hrefOf={hrefOf} direction="next" />
    </nav>
  );
}
