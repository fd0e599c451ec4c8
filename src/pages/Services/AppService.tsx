import { ButtonLink } from '../../components/ui/ButtonLink.tsx';
import { CtaBand } from '../../components/ui/CtaBand.tsx';
import { PageBanner } from '../../components/ui/PageBanner.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { paths } from '../../routes/paths.ts';

/** /services/service-app-development */
export function Component() {
  return (
    <>
      <Seo
        title="App development services | ITAH"
        description="App modernization, infrastructure management, web apps, native and hybrid mobile apps, and Web3 and decentralized apps, built and run by ITAH engineers."
        keywords={['app development', 'app modernization', 'web apps', 'mobile apps', 'Web3', 'infrastructure management']}
      />
      <PageBanner
        title="App Development"
        eyebrow="Services"
        crumbs={[{ label: 'Services', href: paths.serviceOverview }, { label: 'App Development' }]}
      >
        <p>
          From a legacy monolith to a fast, secure product your customers enjoy: we modernize, build and run apps on the web, on phones and
          on-chain.
        </p>
      </PageBanner>
      <CtaBand title="Have an app that needs to move faster?" actions={<ButtonLink href={paths.quote}>Submit your RFP</ButtonLink>}>
        <p>Send us the brief or the RFP. A senior engineer replies within one business day with questions and a first estimate.</p>
      </CtaBand>
    </>
  );
}

export default Component;
