import type { ReactNode } from 'react';
import styles from './CardGrid.module.css';

/** A list of equal-height cards: one column on phones, two on tablets, three on wide screens. Children are its <li>s. */
export function CardGrid({ children }: { children: ReactNode }) {
  return <ul className={styles.grid}>{children}</ul>;
}
