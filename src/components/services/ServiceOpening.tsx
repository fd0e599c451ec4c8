import type { ReactNode } from 'react';
import { paths } from '../../routes/paths.ts';
import { PageBanner } from '../ui/PageBanner.tsx';
import { QuoteAndCallActions } from '../ui/QuoteAndCallActions.tsx';
import styles from './ServiceOpening.module.css';

interface ServiceOpeningProps {
  /** The practice's name: the page's h1 and its breadcrumb. */
  title: string;
  /** The practice's console: what the work looks like, drawn. */
  art: ReactNode;
  quoteLabel?: 'Submit your RFP';
  children: ReactNode;
}

/** A practice page's opening: its name and promise beside its console, a quote or a call as first steps. */
export function ServiceOpening({ title, art, quoteLabel, children }: ServiceOpeningProps) {
  return (
    <PageBanner
      title={title}
      crumbs={[{ label: 'Services', href: paths.serviceOverview }, { label: title }]}
      actions={<QuoteAndCallActions quoteLabel={quoteLabel} onLight />}
      // Left off paper, where the console's navy would only spend ink.
      aside={
        <div className={styles.console} data-print="omit">
          {art}
        </div>
      }
    >
      <p>{children}</p>
    </PageBanner>
  );
}
