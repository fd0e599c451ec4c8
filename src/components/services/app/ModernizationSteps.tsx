import { ArrowRight, Route } from 'lucide-react';
import styles from './ModernizationSteps.module.css';

const capabilities = ['Catalog', 'Cart', 'Stock', 'Loyalty'];

/** Release n has moved the first n capabilities to cloud services; the rest still run in the legacy app. */
const releases = [1, 2, 3];

/**
 * App modernization release by release: each takes one more capability out of the legacy app into
 * its own cloud service, behind a routing layer that can send traffic back. Text in HTML, not an
 * image, so that its labels keep their size on a phone and read as lists without the picture.
 */
export function ModernizationSteps() {
  return (
    <figure className={styles.panel}>
      <figcaption className={styles.caption}>One capability at a time</figcaption>
      <div className={styles.columns} aria-hidden="true">
        <span>Legacy app</span>
        <span>Cloud services</span>
      </div>
      <ol className={styles.releases}>
        {releases.map((moved) => (
          <li key={moved} className={styles.release}>
            <span className={styles.number}>Release {moved}</span>
            <span className="visually-hidden">Still in the legacy app:</span>
            <ul className={styles.legacy}>
              {capabilities.slice(moved).map((name) => (
                <li key={name}>{name}</li>
              ))}
            </ul>
            <ArrowRight className={styles.arrow} aria-hidden="true" size={18} />
            <span className="visually-hidden">Moved to cloud services:</span>
            <ul className={styles.services}>
              {capabilities.slice(0, moved).map((name, index) => (
                <li key={name} className={index === moved - 1 ? styles.latest : undefined}>
                  {name}
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>
      <p className={styles.routing}>
        <Route aria-hidden="true" size={18} />
        One routing layer in front of both: what has not moved yet keeps running in the legacy app.
      </p>
    </figure>
  );
}
