import type { HTMLAttributes } from 'react';
import styles from './PrincipleList.module.css';

interface PrincipleListProps extends HTMLAttributes<HTMLUListElement> {
  items: readonly { title: string; text: string }[];
}

/** Principles (values, reasons to choose us) as words under a navy rule, four a row on wide screens: not a grid of icon cards. */
export function PrincipleList({ items, className, ...rest }: PrincipleListProps) {
  return (
    <ul className={className ? `${styles.list} ${className}` : styles.list} {...rest}>
      {items.map(({ title, text }) => (
        <li key={title} className={styles.item}>
          <h3 className={styles.title}>{title}</h3>
          <p className={styles.text}>{text}</p>
        </li>
      ))}
    </ul>
  );
}
