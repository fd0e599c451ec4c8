import { ChevronDown, type LucideIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import styles from './Accordion.module.css';

export interface AccordionItem {
  /** Unique on the page: the button and panel ids derive from it. */
  id: string;
  title: string;
  content: ReactNode;
  icon?: LucideIcon;
}

/**
 * Disclosure list with one panel open at a time: the first starts open, opening another closes
 * it, and clicking the open one closes it. Closed panels are hidden only once the page has
 * hydrated, so without JavaScript every answer can still be read.
 */
export function Accordion({ items, headingLevel = 3 }: { items: readonly AccordionItem[]; headingLevel?: 2 | 3 | 4 }) {
  const [openId, setOpenId] = useState<string | null>(items[0]?.id ?? null);
  // Panels animate only after a visitor's first click, never while the page settles after hydration.
  const [touched, setTouched] = useState(false);
  const Heading = `h${headingLevel}` as const;

  return (
    <div className={`${styles.accordion} ${touched ? styles.animated : ''}`}>
      {items.map(({ id, title, content, icon: Icon }) => {
        const open = openId === id;
        return (
          <div key={id} className={`${styles.item} ${open ? styles.open : ''}`}>
            <Heading className={styles.heading}>
              <button
                id={`${id}-button`}
                type="button"
                className={styles.trigger}
                aria-expanded={open}
                aria-controls={`${id}-panel`}
                onClick={() => {
                  setTouched(true);
                  setOpenId(open ? null : id);
                }}
              >
                {Icon && (
                  <span className={styles.icon}>
                    <Icon aria-hidden="true" size={22} strokeWidth={1.75} />
                  </span>
                )}
                <span className={styles.title}>{title}</span>
                <ChevronDown aria-hidden="true" className={styles.chevron} size={20} />
              </button>
            </Heading>
            <section id={`${id}-panel`} aria-labelledby={`${id}-button`} className={styles.panel}>
              <div className={styles.body}>{content}</div>
            </section>
          </div>
        );
      })}
    </div>
  );
}
