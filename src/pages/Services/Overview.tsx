import { useLocation } from 'react-router-dom';
import { CaseFigures, type ProvenCase } from '../../components/portfolio/CaseFigures.tsx';
import { HeadingWithAction } from '../../components/services/HeadingWithAction.tsx';
import { PracticePanels } from '../../components/services/PracticePanels.tsx';
import { ServicesStack } from '../../components/services/ServicesStack.tsx';
import { practices } from '../../components/services/serviceCatalog.ts';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { CtaBand } from '../../components/ui/CtaBand.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { QuoteAndCallActions, QuoteButton } from '../../components/ui/QuoteAndCallActions.tsx';
import { SectionHeading } from '../../components/ui/SectionHeading.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { getCase, getCases } from '../../content/index.ts';
import { paths } from '../../routes/paths.ts';
import styles from './Overview.module.css';

/** The cases in the practices' order, each under its practice's name, so a result stands below the panel it proves; a case no practice names follows. */
function provenCases(): ProvenCase[] {
  const proven = practices.flatMap(({ heading, caseSlug }) => {
    const entry = getCase(caseSlug);
    return entry ? [{ entry, practice: heading }] : [];
  });
  const others = getCases().filter((entry) => !proven.some((named) => named.entry.slug === entry.slug));
  return [...proven, ...others.map((entry) => ({ entry }))];
}

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
        crumbs={[{ label: 'Services' }]}
        actions={<QuoteAndCallActions onLight />}
        asideBesideIntro
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
      <section className="section section--alt" aria-labelledby="proof-heading">
        <div className={`container ${styles.proof}`}>
          <HeadingWithAction
            split
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
          <CaseFigures cases={provenCases()} />
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
