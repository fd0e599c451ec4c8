import { Link } from 'react-router-dom';
import { paths } from '../../routes/paths.ts';
import { OpeningDrawing } from '../media/OpeningDrawing.tsx';
import styles from './ServicesStack.module.css';

/** Each layer of the drawing, top to bottom, with where its label sits (percent of the drawing, at the layer's left corner). */
const layers = [
  { label: 'App Development', href: paths.appService, top: '20.5%' },
  { label: 'Data Services', href: paths.dataService, top: '39.8%' },
  { label: 'Cybersecurity', href: paths.cyberService, top: '59.1%' },
];

/**
 * The three practices as one stack: security underneath, data and automation on it, apps on top.
 * Its labels are links to each practice's page, set in HTML so they read in the site's face; on
 * phones, where they would not fit beside the layers, they line up under the drawing.
 */
export function ServicesStack() {
  return (
    <div className={styles.stack}>
      <OpeningDrawing file="/media/services-stack.svg" />
      <ul className={styles.labels} data-print="omit">
        {layers.map(({ label, href, top }) => (
          <li key={href} style={{ top }}>
            <Link to={href} className={styles.label}>
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
