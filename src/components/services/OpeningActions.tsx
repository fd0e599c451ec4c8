import { QuoteButton, ScheduleCallButton } from '../ui/QuoteAndCallActions.tsx';

/** The first steps a service page offers in its opening: a quote, or a call booked in a new tab. */
export function OpeningActions({ quoteLabel }: { quoteLabel?: string }) {
  return (
    <>
      <QuoteButton label={quoteLabel} />
      <ScheduleCallButton variant="secondary" />
    </>
  );
}
