import type { LucideIcon } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import styles from './IconList.module.css';

export interface IconItem {
  icon: LucideIcon;
  title: string;
  text: string;
}

interface IconListProps extends HTMLAttributes<HTMLElement> {
  items: IconItem[];
  /** Numbered steps (the default) or a plain list of points. */
  ordered?: boolean;
  /** Extra class for each item, e.g. to draw it as a card. */
  itemClassName?: string;
}

/** Items with a line icon, a short title and a sentence: steps after writing to us, reasons, what to include. */
export function IconList({ items, ordered = true, className, itemClassName, ...rest }: IconListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={[styles.list, className].filter(Boolean).join(' ')} {...rest}>
      {items.map(({ icon: Icon, title, text }) => (
        <li key={title} className={[styles.item, itemClassName].filter(Boolean).join(' ')}>
          <span className={styles.icon}>
            <Icon aria-hidden="true" size={22} strokeWidth={1.75} />
          </span>
          <div>
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.text}>{text}</p>
          </div>
        </li>
      ))}
    </List>
  );
}
