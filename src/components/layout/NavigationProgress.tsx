import { useNavigation } from 'react-router-dom';
import styles from './NavigationProgress.module.css';

/**
 * A thin bar across the top of the window while the next page's code loads. On a slow connection
 * a click otherwise seemed to do nothing for a second or more: the router keeps the old page, and
 * its address, until the new page can render. The bar shows only after a moment (in its CSS), so
 * quick moves do not flash it. Screen readers hear of the new page when it arrives (FocusOnNewPage).
 */
export function NavigationProgress() {
  const loading = useNavigation().state !== 'idle';
  return loading ? <div className={styles.bar} aria-hidden="true" data-navigation-progress="" data-print="omit" /> : null;
}
