import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import styles from './Pager.module.css';
import { pagerItems } from './pagerItems.ts';

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

/**
 * Previous, the page numbers and next; the ends are disabled rather than hidden. Long runs of
 * pages are shortened to the first, the last and the current page's neighbours (pagerItems.ts),
 * so the pager's size does not grow with the number of posts. Phones, too narrow for even that
 * many 44-pixel targets, show "Page 2 of 9" between previous and next instead.
 */
export function Pager({ current, total, hrefOf }: PagerProps) {
  return (
    <nav aria-label="Pages" className={styles.pager} data-print="omit">
      <Step page={current - 1} total={total} hrefOf={hrefOf} direction="prev" />
      <ol className={styles.numbers}>
        {pagerItems(current, total).map((item, index) => (
          <li key={item === 'gap' ? `gap${index}` : item} aria-hidden={item === 'gap' ? true : undefined}>
            {item === 'gap' ? (
              <span className={styles.gap}>…</span>
            ) : item === current ? (
              <span className={`${styles.number} ${styles.current}`} aria-current="page">
                {item}
              </span>
            ) : (
              <Link to={hrefOf(item)} className={styles.number}>
                <span className="visually-hidden">Page </span>
                {item}
              </Link>
            )}
          </li>
        ))}
      </ol>
      <p className={styles.position}>
        Page {current} of {total}
      </p>
      <Step page={current + 1} total={total} hrefOf={hrefOf} direction="next" />
    </nav>
  );
}
