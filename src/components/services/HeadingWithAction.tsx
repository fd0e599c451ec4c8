import type { ReactNode } from 'react';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import styles from './HeadingWithAction.module.css';

/** A section heading with its call to action beside it on wide screens and below it on phones. */
export function HeadingWithAction({
  id,
  eyebrow,
  title,
  children,
  action,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
  action: ReactNode;
}) {
  return (
    <div className={styles.row}>
      <SectionHeading id={id} eyebrow={eyebrow} title={title}>
        {children}
      </SectionHeading>
      {action}
    </div>
  );
}
