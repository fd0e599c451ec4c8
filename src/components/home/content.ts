/**
 * The home page's copy and figures, kept apart from the markup so a writer can change a sentence
 * without reading JSX. The services' titles and links live in services/services.ts.
 */
import { FlaskConical, Rocket, ScanSearch, ShieldCheck, Sparkles, Timer, type LucideIcon } from 'lucide-react';
import type { ServiceId } from '../services/services.ts';

export const heroWords = ['Cybersecurity', 'App Development', 'Analytics'] as const;

export interface Card {
  icon: LucideIcon;
  title: string;
  text: string;
}

export const promoCards: Card[] = [
  {
    icon: ShieldCheck,
    title: 'Advanced Cybersecurity',
    text: 'Monitoring, audit-ready compliance and incident response run by engineers who have defended production systems, not just written policies.',
  },
  {
    icon: Sparkles,
    title: 'Future-Ready Technologies',
    text: 'Cloud-native platforms, AI and automation chosen for what they return, and built so your own team can run them after we leave.',
  },
  {
    icon: Timer,
    title: 'Rapid Time to Value',
    text: 'A working proof of concept in four to six weeks, with the success metrics agreed before the first line of code is written.',
  },
];

export const capabilityPoints = [
  'Senior engineers only: no junior bench learning on your budget',
  'One accountable lead from the first call to the handover',
  'Documentation and training built into every engagement',
];

export const stakes: { stake: string; outcome: string }[] = [
  {
    stake: 'A breach or a failed audit',
    outcome: 'Controls mapped to HIPAA, ISO 27001, NIST and SOC 2, with evidence ready for your auditor',
  },
  { stake: 'Legacy apps that slow every release', outcome: 'Modernized services that deploy in minutes, not over weekends' },
  { stake: 'Reports that arrive too late to act on', outcome: 'Data pipelines that refresh while decisions are still open' },
  { stake: 'Manual hand-offs and spreadsheet processes', outcome: 'Automated workflows with an audit trail and fewer errors' },
  { stake: 'Cloud bills growing faster than revenue', outcome: 'Right-sized infrastructure and running costs you can forecast' },
  { stake: 'Critical knowledge held by one person', outcome: 'Documented systems and a team trained to run them' },
];

/** How the home page's cards sum up each service (services/services.ts holds their titles and links). */
export const serviceTeasers: Record<ServiceId, string> = {
  cybersecurity: 'Security operations, threat detection and incident response that keep pace with your releases instead of blocking them.',
  compliance: 'HIPAA, ISO 27000-series, NIST and SOC reports, with evidence collected as you work rather than the week before the audit.',
  appModernization:
    'Brownfield apps split into services, moved to the cloud and shipped through automated pipelines, without a big-bang rewrite.',
  aiMachineLearning:
    'Forecasting, classification and document automation trained on your data and measured against the baseline you have today.',
  infrastructure: 'Cloud and on-premises infrastructure as code, monitored around the clock and sized to what you actually use.',
  databases: 'Tuning, migrations, backups you have actually restored, and data models that are ready for analytics.',
};

export const hashtags = [
  '#Cybersecurity',
  '#DataServices',
  '#BusinessAutomation',
  '#AppDevelopment',
  '#CloudNative',
  '#ComplianceReady',
  '#ZeroTrust',
  '#DevSecOps',
  '#Analytics',
  '#AIandML',
];

export const processSteps: { id: string; icon: LucideIcon; title: string; text: string }[] = [
  {
    id: 'process-assess',
    icon: ScanSearch,
    title: 'Assess what matters',
    text: 'In the first two weeks we map your systems, risks and goals, and agree on the numbers that will prove success: incidents avoided, hours saved, costs cut.',
  },
  {
    id: 'process-prove',
    icon: FlaskConical,
    title: 'Prove it in weeks',
    text: 'A focused proof of concept runs in your environment, on your data. You see working software and real figures before you commit a larger budget.',
  },
  {
    id: 'process-scale',
    icon: Rocket,
    title: 'Scale and hand over',
    text: 'We roll out what worked, automate how it runs and train your team, with documentation and support that outlast the project.',
  },
];

export const faqs: { id: string; question: string; answer: string }[] = [
  {
    id: 'faq-start',
    question: 'How quickly can you start?',
    answer:
      'Usually within two weeks of a signed scope. Assessments and proofs of concept open with a one-day kickoff, so your team spends hours, not weeks, getting us up to speed.',
  },
  {
    id: 'faq-pricing',
    question: 'How do you price your work?',
    answer:
      'Assessments and proofs of concept have a fixed price, so you know the cost before we start. Longer engagements are billed monthly against agreed outcomes, and you can stop at any milestone.',
  },
  {
    id: 'faq-team',
    question: 'Will you work with our existing team and tools?',
    answer:
      'Yes. We join your channels, work in your repositories and follow your change process. Success means your team can run everything we build without us.',
  },
  {
    id: 'faq-industries',
    question: 'Which industries do you work with?',
    answer:
      'Mostly healthcare, financial services and retail, where security, compliance and uptime carry real consequences. The same methods serve any company that depends on its software.',
  },
];

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
  rating: number;
}

export const testimonials: Testimonial[] = [
  {
    quote:
      'ITAH found and fixed the gaps in our access controls in three weeks. Our HIPAA risk assessment that year was the quietest one we have had.',
    name: 'Maria K.',
    role: 'Head of IT, regional healthcare provider',
    rating: 5,
  },
  {
    quote:
      'Our morning reports used to land at noon. Since the pipeline rebuild they are ready before the team logs on, and the cloud bill went down.',
    name: 'Daniel R.',
    role: 'Finance Director, logistics company',
    rating: 5,
  },
  {
    quote:
      'They modernized our ordering app without freezing releases. We kept shipping every week throughout the project, which I did not think was possible.',
    name: 'Priya S.',
    role: 'VP of Engineering, online retailer',
    rating: 5,
  },
  {
    quote:
      'The fixed-price proof of concept answered our question in five weeks. With real numbers in hand, the business case was easy to sign off.',
    name: 'Tom W.',
    role: 'COO, insurance startup',
    rating: 4,
  },
];
