import { BarChart3, Layers, ShieldCheck, Workflow } from 'lucide-react';
import { fadeUp } from '../../components/motion/useScrollAnimations.ts';
import { CaseProof } from '../../components/portfolio/CaseProof.tsx';
import { practiceCases } from '../../components/services/practiceCases.ts';
import { DataPlatformArt } from '../../components/services/art/DataPlatformArt.tsx';
import { AreaNav } from '../../components/services/AreaNav.tsx';
import { ServiceOpening } from '../../components/services/ServiceOpening.tsx';
import { AutomationSection } from '../../components/services/data/AutomationSection.tsx';
import { offeringLayers } from '../../components/services/data/content.ts';
import { OfferingLayers } from '../../components/services/data/OfferingLayers.tsx';
import { DataSpeaksVolumes } from '../../components/services/data/DataSpeaksVolumes.tsx';
import { WhyDataServices } from '../../components/services/data/WhyDataServices.tsx';
import { CtaBand } from '../../components/ui/CtaBand.tsx';
import { QuoteAndCallActions } from '../../components/ui/QuoteAndCallActions.tsx';
import { SectionHeading } from '../../components/ui/SectionHeading.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { anchors } from '../../routes/paths.ts';

const onThisPage = [
  { id: 'what-we-build', label: 'What we build', icon: Layers },
  { id: 'proof', label: 'Proof', icon: BarChart3 },
  { id: anchors.automation, label: 'Business automation', icon: Workflow },
  { id: 'why-itah', label: 'Why ITAH', icon: ShieldCheck },
];

/** /services/service-data-business-automation */
export function Component() {
  return (
    <>
      <Seo
        title="Data services and business automation | ITAH"
        description="Data platform modernization, analytics, API solutions and data-retriever-led business automation from ITAH: faster reporting at a lower running cost."
        keywords={['data services', 'business automation', 'data modernization', 'analytics', 'API solutions']}
      />
      <ServiceOpening title="Data Services" art={<DataPlatformArt />}>
        Turn scattered data into decisions and hand-offs into automated flows, without a multi-year platform project.
      </ServiceOpening>
      <AreaNav label="Data services on this page" areas={onThisPage}>
        <section id="what-we-build" className="section" aria-labelledby="offerings-heading">
          <div className="container">
            <div {...fadeUp}>
              <SectionHeading id="offerings-heading" split eyebrow="What we build" title="Data, apps and APIs that work as one">
                <p>
                  Modern data work touches every layer: the old application that holds the records, the app people use in the field and the
                  APIs in between. We cover all three, so nothing is lost at the seams.
                </p>
              </SectionHeading>
            </div>
            <div {...fadeUp}>
              <OfferingLayers layers={offeringLayers} />
              {/* The proof follows what it proves, as under the cybersecurity page's frameworks. */}
              <CaseProof slug={practiceCases.data} />
            </div>
          </div>
        </section>
        <DataSpeaksVolumes />
        <AutomationSection />
        <WhyDataServices />
      </AreaNav>
      <CtaBand title="Put your data to work" actions={<QuoteAndCallActions />}>
        <p>Tell us which report takes too long or which process still runs on spreadsheets. We will show you the fastest way out.</p>
      </CtaBand>
    </>
  );
}

export default Component;
