import { siteConfig } from '../../site.config.ts';
import { ButtonLink, type ButtonLinkProps } from './ButtonLink.tsx';

type Variant = ButtonLinkProps['variant'];
const { quote, scheduleCall } = siteConfig.header;

/** The quote or RFP form, under the header button's label unless the section asks for an RFP. */
export function QuoteButton({ label = quote.label, variant }: { label?: string; variant?: Variant }) {
  return (
    <ButtonLink href={quote.href} variant={variant}>
      {label}
    </ButtonLink>
  );
}

/** The booking page, in a new tab, as the header's button. */
export function ScheduleCallButton({ variant }: { variant?: Variant }) {
  return (
    <ButtonLink href={scheduleCall.href} external={scheduleCall.external} variant={variant}>
      {scheduleCall.label}
    </ButtonLink>
  );
}

/**
 * The two next steps most pages close with: the quote or RFP form, and a call booked in a new tab.
 * The call is outlined in white for a navy band or panel, or in blue `onLight` (an opening, a light closing band).
 */
export function QuoteAndCallActions({ quoteLabel, onLight = false }: { quoteLabel?: 'Submit your RFP'; onLight?: boolean }) {
  return (
    <>
      <QuoteButton label={quoteLabel} />
      <ScheduleCallButton variant={onLight ? 'secondary' : 'light'} />
    </>
  );
}
