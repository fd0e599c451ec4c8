import type { LucideIcon } from 'lucide-react';
import type { HTMLAttributes } from 'react';
import styles from './IconList.module.css';

export interface IconItem {
  icon: LucideIcon;
  title: string;
  text: string;
  /** When the step happens, above its title ("Within one business day"). */
  when?: string;
}

interface IconListProps extends HTMLAttributes<HTMLElement> {
  items: IconItem[];
  /** Numbered steps (the default) or a plain list of points. */
  ordered?: boolean;
  /** Extra class for each item, e.g. to draw it as a card. */
  itemClassName?: string;
}

/** Items with a line icon, a short title and a sentence (and, for steps, when): steps after writing to us, reasons, what to include. */
export function IconList({ items, ordered = true, className, itemClassName, ...rest }: IconListProps) {
  const List = ordered ? 'ol' : 'ul';
  return (
    <List className={[styles.list, className].filter(Boolean).join(' ')} {...rest}>
      {items.map(({ icon: Icon, title, text, when }) => (
        <li key={title} className={[styles.item, itemClassName].filter(Boolean).join(' ')}>
          <span className={styles.icon}>
            <Icon aria-hidden="true" size={22} strokeWidth={1.75} />
          </span>
          <div>
            {when && <p className={styles.when}>{when}</p>}
            <h3 className={styles.title}>{title}</h3>
            <p className={styles.text}>{text}</p>
          </div>
        </li>
      ))}
    </List>
  );
}
