import { CaseProof } from '../../components/portfolio/CaseProof.tsx';
import { practiceCases } from '../../components/services/practiceCases.ts';
import { AppChannels } from '../../components/services/app/AppChannels.tsx';
import { appAreas } from '../../components/services/app/appAreas.tsx';
import { AppDeliveryArt } from '../../components/services/art/AppDeliveryArt.tsx';
import { ServiceOpening } from '../../components/services/ServiceOpening.tsx';
import { AreaNav } from '../../components/services/AreaNav.tsx';
import { ServiceArea } from '../../components/services/ServiceArea.tsx';
import { CtaBand } from '../../components/ui/CtaBand.tsx';
import { QuoteAndCallActions } from '../../components/ui/QuoteAndCallActions.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { anchors } from '../../routes/paths.ts';

/** Which case study proves which area. */
const proofs: Record<string, string> = { [anchors.appModernization]: practiceCases.apps };

const engagements = appAreas.slice(0, 2);
const products = appAreas.slice(2);

/** /services/service-app-development */
export function Component() {
  return (
    <>
      <Seo
        title="App development services | ITAH"
        description="App modernization, infrastructure management, web apps, native and hybrid mobile apps, and Web3 and decentralized apps, built and run by ITAH engineers."
        keywords={['app development', 'app modernization', 'web apps', 'mobile apps', 'Web3', 'infrastructure management']}
      />
      <ServiceOpening title="App Development" quoteLabel="Submit your RFP" art={<AppDeliveryArt />}>
        From a legacy monolith to a fast, secure product your customers enjoy: we modernize, build and run apps on the web, on phones and
        on-chain.
      </ServiceOpening>
      <AreaNav
        label="App development services on this page"
        areas={appAreas.map((area) => ({ id: area.id, label: area.eyebrow, icon: area.icon }))}
      >
        {/* The two engagements that change what you run get an area each; the apps we build share a row. */}
        {engagements.map(({ children, ...area }, index) => (
          <ServiceArea
            key={area.id}
            {...area}
            alt={index % 2 === 1}
            reverse={index % 2 === 1}
            proof={proofs[area.id] && <CaseProof slug={proofs[area.id]!} />}
          >
            {children}
          </ServiceArea>
        ))}
        <AppChannels areas={products} />
      </AreaNav>
      <CtaBand
        title="Have an app that needs to move faster?"
        actions={<QuoteAndCallActions quoteLabel="Submit your RFP" />}
        afterPlainSection
      >
        <p>Send us the brief or the RFP: a senior engineer reads it and comes back with questions and a first estimate.</p>
      </CtaBand>
    </>
  );
}

export default Component;
