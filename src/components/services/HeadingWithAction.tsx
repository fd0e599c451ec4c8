import type { ReactNode } from 'react';
import { SectionHeading } from '../ui/SectionHeading.tsx';
import styles from './HeadingWithAction.module.css';

/**
 * A section heading with its lead and, under the lead, its call to action. `split`: across a
 * full-width section, the lead and the action stand beside the heading on wide screens.
 */
export function HeadingWithAction({
  id,
  eyebrow,
  title,
  children,
  action,
  split = false,
}: {
  id: string;
  eyebrow: string;
  title: string;
  children: ReactNode;
  action: ReactNode;
  split?: boolean;
}) {
  return (
    <SectionHeading id={id} eyebrow={eyebrow} title={title} split={split}>
      {children}
      <div className={styles.action}>{action}</div>
    </SectionHeading>
  );
}
