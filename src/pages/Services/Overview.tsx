import { useLocation } from 'react-router-dom';
import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { CtaBand } from '../../components/ui/CtaBand.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { paths } from '../../routes/paths.ts';

/** /service-details, also served at /services (canonical: /service-details). */
export function Component() {
  const { pathname } = useLocation();
  return (
    <>
      <Seo
        title="IT services overview | ITAH"
        description="Every ITAH service in one place: cybersecurity, compliance management, app modernization, AI and machine learning, infrastructure and database management."
        canonicalPath={pathname === paths.servicesAlias ? paths.serviceOverview : undefined}
      />
      <PageBanner title="Services built for outcomes" eyebrow="Services" crumbs={[{ label: 'Services' }]}>
        <p>Senior engineers for security, data, automation and apps, engaged by outcome and measured by the numbers you care about.</p>
      </PageBanner>
      <CtaBand title="Not sure where to start?" actions={<ButtonLink href={paths.contact}>Contact us</ButtonLink>}>
        <p>Describe the problem in a few lines. We will tell you honestly which service fits, or whether you need one at all.</p>
      </CtaBand>
    </>
  );
}

export default Component;
