import { useLocation } from 'react-router-dom';
import { OpeningActions } from '../../components/services/OpeningActions.tsx';
import { CaseGrid } from '../../components/portfolio/CaseGrid.tsx';
import { HeadingWithAction } from '../../components/services/HeadingWithAction.tsx';
import { PracticePanels } from '../../components/services/PracticePanels.tsx';
import { engagement } from '../../components/services/engagement.ts';
import { ProcessSteps } from '../../components/services/ProcessSteps.tsx';
import { ServicesStack } from '../../components/services/ServicesStack.tsx';
import { practices } from '../../components/services/serviceCatalog.ts';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { CtaBand } from '../../components/ui/CtaBand.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { QuoteButton } from '../../components/ui/QuoteAndCallActions.tsx';
import { SectionHeading } from '../../components/ui/SectionHeading.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { getCases } from '../../content/index.ts';
import { paths } from '../../routes/paths.ts';

/** /service-details, also served at /services (canonical: /service-details). */
export function Component() {
  const { pathname } = useLocation();
  return (
    <>
      <Seo
        title="IT services overview | ITAH"
        description="Every ITAH service in one place: cybersecurity, compliance management, app modernization, AI and machine learning, infrastructure and database management."
        keywords={[
          'IT services',
          'cybersecurity',
          'compliance management',
          'app modernization',
          'AI and machine learning',
          'infrastructure management',
          'database management',
        ]}
        canonicalPath={pathname.replace(/\/$/, '') === paths.servicesAlias ? paths.serviceOverview : undefined}
      />
      <PageBanner
        title="Services built for outcomes"
        eyebrow="Services"
        crumbs={[{ label: 'Services' }]}
        actions={<OpeningActions />}
        aside={<ServicesStack />}
      >
        <p>Senior engineers for security, data, automation and apps, engaged by outcome and measured by the numbers you care about.</p>
      </PageBanner>
      <section className="container section" aria-labelledby="offers-heading">
        <SectionHeading id="offers-heading" split eyebrow="What we do" title="Six services, three practices, one team">
          <p>
            Pick the problem you have today: each service leads to the page that tells how we deliver it. Security, data and app engineers
            work side by side, so a fix in one area never creates a problem in another.
          </p>
        </SectionHeading>
        <PracticePanels practices={practices} />
      </section>
      <section className="container section" aria-labelledby="engagement-heading">
        <SectionHeading id="engagement-heading" eyebrow="How we work" title="How an engagement runs" centered>
          <p>The same four steps for every service, so you know what happens next and what it costs.</p>
        </SectionHeading>
        <ProcessSteps steps={engagement} />
      </section>
      <section className="section section--alt" aria-labelledby="proof-heading">
        <div className="container">
          <HeadingWithAction
            id="proof-heading"
            eyebrow="Portfolio"
            title="Proof, not promises"
            action={
              <ButtonLink href={paths.portfolio} variant="secondary">
                See the portfolio
              </ButtonLink>
            }
          >
            <p>Proofs of concept that went to production, each with the number it was measured by.</p>
          </HeadingWithAction>
          <CaseGrid cases={getCases()} />
        </div>
      </section>
      <CtaBand
        title="Not sure where to start?"
        actions={
          <>
            <QuoteButton />
            <ButtonLink href={paths.contact} variant="light">
              Contact us
            </ButtonLink>
          </>
        }
      >
        <p>Describe the problem in a few lines. We will tell you honestly which service fits, or whether you need one at all.</p>
      </CtaBand>
    </>
  );
}

export default Component;
