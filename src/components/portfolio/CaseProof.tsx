import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router-dom';
import { getCase } from '../../content/index.ts';
import { contentPath } from '../../routes/paths.ts';
import styles from './CaseProof.module.css';

/** A one-line pointer from a service to the case study that proves it; nothing if the case is gone. */
export function CaseProof({ slug }: { slug: string }) {
  const entry = getCase(slug);
  if (!entry) return null;
  return (
    <p className={styles.proof}>
      <span className={styles.label}>Case study</span>
      <Link to={contentPath(entry.slug)} className={styles.link}>
        {entry.title}: {entry.addedValue.charAt(0).toLowerCase() + entry.addedValue.slice(1)} in {entry.duration}
        <ArrowRight aria-hidden="true" size={16} />
      </Link>
    </p>
  );
}
