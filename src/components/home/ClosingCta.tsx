import { CtaBand } from '../ui/CtaBand.tsx';
import { QuoteButton } from '../ui/QuoteAndCallActions.tsx';

/** The home page's next step: a quote for a defined need, or a full RFP. */
export function ClosingCta() {
  return (
    <CtaBand
      title="Ready to close your IT capability gap?"
      actions={
        <>
          <QuoteButton />
          <QuoteButton label="Submit your RFP" variant="light" />
        </>
      }
    >
      <p>
        Send us a short brief or your full RFP. Usually within three business days you get a scoped plan and a fixed or capped price for the
        first milestone.
      </p>
    </CtaBand>
  );
}
