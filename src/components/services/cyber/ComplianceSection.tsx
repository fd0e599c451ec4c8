import { anchors } from '../../../routes/paths.ts';
import { CaseProof } from '../../portfolio/CaseProof.tsx';
import { practiceCases } from '../practiceCases.ts';
import { SectionHeading } from '../../ui/SectionHeading.tsx';
import styles from './ComplianceSection.module.css';

/** The framework families we take clients through, each with what the work leaves in place. */
const frameworks = [
  {
    name: 'HIPAA',
    scope: 'Healthcare and health tech',
    points: ['Security Rule safeguards mapped to your systems', 'A documented risk analysis', 'Support through your risk assessment'],
  },
  {
    name: 'ISO 27000-series',
    scope: 'Any organization selling globally',
    points: [
      'An ISO/IEC 27001 management system and statement of applicability',
      'Annex A controls, guided by ISO 27002',
      'An internal audit before certification',
    ],
  },
  {
    name: 'NIST',
    scope: 'Federal work and regulated industries',
    points: ['Current and target Cybersecurity Framework profiles', 'SP 800-53 or 800-171 baselines when a contract asks'],
  },
  {
    name: 'SOC 1/2/3',
    scope: 'Service providers and SaaS',
    points: ['SOC 1 controls over financial reporting', 'SOC 2 readiness, Type I to Type II', 'A SOC 3 report you can publish'],
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
              <ul className={styles.points}>
                {framework.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
        <h3 className="visually-hidden">How we get you audit-ready</h3>
        <ol className={styles.steps}>
          {steps.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
        <CaseProof slug={practiceCases.cybersecurity} />
      </div>
    </section>
  );
}
