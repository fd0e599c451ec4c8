import type { ReactNode } from 'react';
import { paths } from '../../routes/paths.ts';
import { PageBanner } from '../ui/PageBanner.tsx';
import { QuoteButton, ScheduleCallButton } from '../ui/QuoteAndCallActions.tsx';
import styles from './ServiceOpening.module.css';

interface ServiceOpeningProps {
  /** The practice's name: the page's h1 and its breadcrumb. */
  title: string;
  /** The practice's console: what the work looks like, drawn. */
  art: ReactNode;
  quoteLabel?: 'Submit your RFP';
  children: ReactNode;
}

/**
 * A practice page's opening: its name and promise on navy beside its console, set apart from the
 * light openings of the site's other pages the way a product page is from a company's.
 */
export function ServiceOpening({ title, art, quoteLabel, children }: ServiceOpeningProps) {
  return (
    <PageBanner
      tone="navy"
      title={title}
      crumbs={[{ label: 'Services', href: paths.serviceOverview }, { label: title }]}
      actions={
        <>
          <QuoteButton label={quoteLabel} />
          <ScheduleCallButton variant="light" />
        </>
      }
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
