import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { CtaBand } from '../../components/ui/CtaBand.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { paths } from '../../routes/paths.ts';
import { siteConfig } from '../../site.config.ts';

/** /services/service-cybersecurity */
export function Component() {
  return (
    <>
      <Seo
        title="Cybersecurity services | ITAH"
        description="Security operations, compliance with HIPAA, ISO 27001, NIST and SOC 2, proactive threat management and cloud-native security controls from ITAH."
        keywords={[
          'cybersecurity services',
          'security operations',
          'HIPAA compliance',
          'ISO 27001',
          'NIST',
          'SOC 2',
          'cloud-native security',
        ]}
      />
      <PageBanner
        title="Cybersecurity"
        eyebrow="Services"
        crumbs={[{ label: 'Services', href: paths.serviceOverview }, { label: 'Cybersecurity' }]}
      >
        <p>
          Security that keeps pace with your releases: monitored operations, audit-ready compliance and controls built into the way you
          ship.
        </p>
      </PageBanner>
      <CtaBand
        title="Know where you stand in two weeks"
        actions={
          <>
            <ButtonLink href={paths.quote}>Get a quote</ButtonLink>
            <ButtonLink href={siteConfig.bookingUrl} external variant="light">
              Schedule a call
            </ButtonLink>
          </>
        }
      >
        <p>Our security assessment maps your exposure, ranks the fixes by risk and cost, and hands you a plan your team can run.</p>
      </CtaBand>
    </>
  );
}

export default Component;
