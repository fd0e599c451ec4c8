import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { CtaBand } from '../../components/ui/CtaBand.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { paths } from '../../routes/paths.ts';

/** /services/service-data-business-automation */
export function Component() {
  return (
    <>
      <Seo
        title="Data services and business automation | ITAH"
        description="Data platform modernization, analytics, API solutions and data-retriever-led business automation from ITAH: faster reporting at a lower running cost."
        keywords={['data services', 'business automation', 'data modernization', 'analytics', 'API solutions']}
      />
      <PageBanner
        title="Data Services"
        eyebrow="Services"
        crumbs={[{ label: 'Services', href: paths.serviceOverview }, { label: 'Data Services' }]}
      >
        <p>Turn scattered data into decisions and hand-offs into automated flows, without a multi-year platform project.</p>
      </PageBanner>
      <CtaBand title="Put your data to work" actions={<ButtonLink href={paths.quote}>Get a quote</ButtonLink>}>
        <p>Tell us which report takes too long or which process still runs on spreadsheets. We will show you the fastest way out.</p>
      </CtaBand>
    </>
  );
}

export default Component;
