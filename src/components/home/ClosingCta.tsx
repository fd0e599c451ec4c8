import { paths } from '../../routes/paths.ts';
import { ButtonLink } from '../ui/ButtonLink.tsx';
import { CtaBand } from '../ui/CtaBand.tsx';

/** The home page's next step: a quote for a defined need, or a full RFP. */
export function ClosingCta() {
  return (
    <CtaBand
      title="Ready to close your IT capability gap?"
      actions={
        <>
          <ButtonLink href={paths.quote}>Get a quote</ButtonLink>
          <ButtonLink href={paths.quote} variant="light">
            Submit your RFP
          </ButtonLink>
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
