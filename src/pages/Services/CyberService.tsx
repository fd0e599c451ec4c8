import { Activity, BadgeCheck, Cloud, Crosshair, Workflow } from 'lucide-react';
import { AreaNav } from '../../components/services/AreaNav.tsx';
import { CapabilityGrid } from '../../components/services/CapabilityGrid.tsx';
import { SecurityOpsArt } from '../../components/services/art/SecurityOpsArt.tsx';
import { ServiceOpening } from '../../components/services/ServiceOpening.tsx';
import { CloudNativeControls } from '../../components/services/cyber/CloudNativeControls.tsx';
import { ComplianceSection } from '../../components/services/cyber/ComplianceSection.tsx';
import { defenseCapabilities, securityOperationsDeliverables, toolingDeliverables } from '../../components/services/cyber/cyberAreas.tsx';
import { TriageFlow } from '../../components/services/cyber/TriageFlow.tsx';
import { ServiceArea } from '../../components/services/ServiceArea.tsx';
import { CtaBand } from '../../components/ui/CtaBand.tsx';
import { QuoteAndCallActions } from '../../components/ui/QuoteAndCallActions.tsx';
import { SectionHeading } from '../../components/ui/SectionHeading.tsx';
import { Seo } from '../../components/ui/Seo.tsx';
import { anchors } from '../../routes/paths.ts';

const onThisPage = [
  { id: 'security-operations', label: 'Security operations', icon: Activity },
  { id: anchors.compliance, label: 'Compliance', icon: BadgeCheck },
  { id: 'threat-defense', label: 'Threat defense', icon: Crosshair },
  { id: 'tooling-automation', label: 'Tooling and automation', icon: Workflow },
  { id: 'cloud-native-security', label: 'Cloud-native controls', icon: Cloud },
];

/** /services/service-cybersecurity */
export function Component() {
  return (
    <>
      <Seo
        title="Cybersecurity services | ITAH"
        description="Security operations, compliance with HIPAA, ISO 27000-series, NIST and SOC 1/2/3, proactive threat management and cloud-native security controls from ITAH."
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
      <ServiceOpening title="Cybersecurity" art={<SecurityOpsArt />}>
        Security that keeps pace with your releases: operations watched around the clock, audit-ready compliance, and controls built into
        the way you ship.
      </ServiceOpening>
      <AreaNav label="Cybersecurity services on this page" areas={onThisPage}>
        <ServiceArea
          id="security-operations"
          eyebrow="Security operations"
          title="Eyes on your environment, every hour of the year"
          deliverables={securityOperationsDeliverables}
        >
          <p>
            Our analysts watch your endpoints, cloud accounts and identities day and night. Tuned detection cuts the noise, so when we call,
            it matters, and the playbook for what happens next is already agreed.
          </p>
        </ServiceArea>
        <ComplianceSection />
        <section id="threat-defense" aria-labelledby="threat-defense-heading" className="section">
          <div className="container">
            <SectionHeading id="threat-defense-heading" split eyebrow="Threat defense" title="Defense that keeps pace with attackers">
              <p>Four practices that keep you ahead of threats instead of cleaning up after them.</p>
            </SectionHeading>
            <CapabilityGrid capabilities={defenseCapabilities} />
          </div>
        </section>
        <ServiceArea
          id="tooling-automation"
          eyebrow="Tooling and automation"
          title="Automation for the routine, people for the judgment calls"
          deliverables={toolingDeliverables}
          visual={<TriageFlow />}
          alt
          reverse
        >
          <p>
            Most alerts follow patterns a machine can handle: enrich, check, contain, close. We automate that work on tools you own, so your
            analysts spend their time on the incidents that need a human.
          </p>
          <p>
            We pick proven tools that fit your stack and budget, and leave you with configurations documented well enough to run without us.
          </p>
        </ServiceArea>
        <CloudNativeControls />
      </AreaNav>
      <CtaBand title="Know where you stand in two weeks" actions={<QuoteAndCallActions />} afterPlainSection>
        <p>Our security assessment maps your exposure, ranks the fixes by risk and cost, and hands you a plan your team can run.</p>
      </CtaBand>
    </>
  );
}

export default Component;
