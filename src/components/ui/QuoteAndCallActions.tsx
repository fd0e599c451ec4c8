import { paths } from '../../routes/paths.ts';
import { siteConfig } from '../../site.config.ts';
import { ButtonLink } from './ButtonLink.tsx';

/** The two next steps most pages close with: the quote or RFP form, and a call booked in a new tab. */
export function QuoteAndCallActions({ quoteLabel = 'Get a quote' }: { quoteLabel?: 'Get a quote' | 'Submit your RFP' }) {
  return (
    <>
      <ButtonLink href={paths.quote}>{quoteLabel}</ButtonLink>
      <ButtonLink href={siteConfig.bookingUrl} external variant="light">
        Schedule a call
      </ButtonLink>
    </>
  );
}
