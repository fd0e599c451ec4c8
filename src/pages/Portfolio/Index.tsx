import { CaseGrid } from '../../components/portfolio/CaseGrid.tsx';
import { CaseResults } from '../../components/portfolio/CaseResults.tsx';
import { engagement } from '../../components/services/engagement.ts';
import { ProcessSteps } from '../../components/services/ProcessSteps.tsx';
import { CtaBand } from '../../components/ui/CtaBand.tsx';
import { QuoteAndCallActions } from '../../components/ui/QuoteAndCallActions.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { SectionHeading } from '../../components/ui/SectionHeading.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { getCases } from '../../content/index.ts';

/** /portfolio: one card per case study in portfolio/, in the order their files set. */
export function Component() {
  return (
    <>
      <Seo
        title="Portfolio: proof-of-concept case studies | ITAH"
        description="How ITAH took data, cybersecurity and app development projects from prototype to production, with the numbers each engagement delivered."
        keywords={['IT case studies', 'proof of concept', 'data lake modernization', 'healthcare cybersecurity', 'app modernization']}
      />
      <PageBanner
        title="From prototype to production"
        crumbs={[{ label: 'Portfolio' }]}
        // The results beside the heading on a wide screen; where the page stacks, on each case's card instead of twice.
        aside={<CaseResults cases={getCases()} />}
        asideBesideOnly
        actions={<QuoteAndCallActions quoteLabel="Submit your RFP" onLight />}
      >
        <p>Proofs of concept that became production systems, each measured by the outcome the client cared about most.</p>
      </PageBanner>
      <section className="container section" aria-labelledby="cases-heading">
        <SectionHeading id="cases-heading" split eyebrow="Case studies" title="Real engagements, real numbers">
          <p>Pick a case to see the starting point, the plan, the work and the result, in the client’s own terms.</p>
        </SectionHeading>
        <CaseGrid cases={getCases()} result="stacked" />
      </section>
      <section className="section section--alt" aria-labelledby="common-heading">
        <div className="container">
          <SectionHeading id="common-heading" eyebrow="How we work" title="What every engagement has in common" centered>
            <p>Each case above took these four steps, as every engagement does.</p>
          </SectionHeading>
          <ProcessSteps steps={engagement} />
        </div>
      </section>
      <CtaBand
        title="Your project could be next"
        actions={<QuoteAndCallActions quoteLabel="Submit your RFP" />}
      >
        <p>Tell us the number you need to move. We will say how we would measure it, and what a proof of concept would take.</p>
      </CtaBand>
    </>
  );
}

export default Component;
