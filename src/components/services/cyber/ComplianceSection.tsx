import { anchors } from '../../../routes/paths.ts';
import { CaseProof } from '../../portfolio/CaseProof.tsx';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import styles from './ComplianceSection.module.css';

const frameworks = [
  {
    name: 'HIPAA',
    scope: 'Healthcare and health tech',
    text: 'Security Rule safeguards (administrative, physical and technical) mapped to your systems, a documented risk analysis, and support through your HIPAA risk assessment.',
  },
  {
    name: 'ISO 27000-series',
    scope: 'Any organization selling globally',
    text: 'An ISO/IEC 27001 information security management system, a statement of applicability, Annex A controls guided by ISO 27002, and an internal audit before certification.',
  },
  {
    name: 'NIST',
    scope: 'Federal work and regulated industries',
    text: 'Current and target profiles against the NIST Cybersecurity Framework, and NIST SP 800-53 or 800-171 baselines when a contract requires them.',
  },
  {
    name: 'SOC 1/2/3',
    scope: 'Service providers and SaaS',
    text: 'SOC 1 controls over financial reporting, SOC 2 readiness against the Trust Services Criteria from Type I to Type II, and readiness for a SOC 3 report you can publish once your auditor issues it.',
  },
] as const;

const steps = [
  'Gap assessment against the framework',
  'Remediation, owned and tracked',
  'Evidence collected as controls run',
  'Support through the audit',
];

/** Compliance management on the cybersecurity page, at #compliance: the four framework families we take clients through. */
export function ComplianceSection() {
  return (
    <section id={anchors.compliance} aria-labelledby="compliance-heading" className="section section--alt">
      <div className="container">
        <SectionHeading id="compliance-heading" split eyebrow="Compliance management" title="Audit-ready all year, not just audit week">
          <p>
            We map each control once and reuse it across every framework you answer to, so evidence builds up while your systems run and the
            auditor’s visit becomes a formality.
          </p>
        </SectionHeading>
        <ul className={styles.grid}>
          {frameworks.map((framework) => (
            <li key={framework.name} className={styles.card}>
              <h3 className={styles.name}>{framework.name}</h3>
              <p className={styles.scope}>{framework.scope}</p>
              <p className={styles.text}>{framework.text}</p>
            </li>
          ))}
        </ul>
        <h3 className="visually-hidden">How we get you audit-ready</h3>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <CaseProof slug="portfolio-poc-cybersecurity" />
      </div>
    </section>
  );
}
