import { Code2, ShieldCheck, Workflow, type LucideIcon } from 'lucide-react';
import { paths } from '../../routes/paths.ts';
import { siteConfig, type NavLink } from '../../site.config.ts';
import { practiceCases } from './practiceCases.ts';
import { services, type Service, type ServiceId } from './services.ts';

interface ServiceOffer extends Service {
  text: string;
}

/** How the overview describes each service. */
const descriptions: Record<ServiceId, string> = {
  cybersecurity:
    'Security operations around the clock, proactive threat management and cloud-native controls that keep pace with your releases.',
  compliance: 'HIPAA, ISO 27000-series, NIST and SOC 1/2/3 readiness, with audit evidence collected while your controls run.',
  appModernization:
    'Legacy applications moved to cloud-native services one capability at a time, with no feature freeze and no big-bang cutover.',
  aiMachineLearning: 'Models that run on fresh, governed data and feed real decisions and automated workflows, not slide decks.',
  infrastructure: 'Cloud and on-premises environments defined as code, right-sized every month and monitored against what customers feel.',
  databases: 'Fast, reliable databases and data platforms with clear ownership, tested backups and access you can audit.',
};

const offerOf = (id: ServiceId): ServiceOffer => ({ ...services.find((service) => service.id === id)!, text: descriptions[id] });

export interface Practice {
  /** The practice's page, as the menus name it. */
  title: string;
  /** What the practice covers, heading its panel: "Cybersecurity" over a service of that name would say it twice. */
  heading: string;
  icon: LucideIcon;
  text: string;
  /** The services the practice delivers, each linked to the page section that does. */
  offers: readonly ServiceOffer[];
  href: string;
  /** Work the practice also does that is not one of the six services, with where it is told. */
  also?: NavLink;
  /** The case study that proves the practice's work, by its slug. */
  caseSlug: string;
  /** The colour of the practice's layer in the overview's stack drawing, which its panel wears. */
  layer: 'navy' | 'blue' | 'cyan';
}

/** The three practices behind the six services, each with its own page. */
export const practices: Practice[] = [
  {
    title: 'Cybersecurity',
    heading: 'Security and compliance',
    icon: ShieldCheck,
    text: 'Protect what you run and prove it to auditors.',
    offers: [offerOf('cybersecurity'), offerOf('compliance')],
    href: paths.cyberService,
    also: { label: 'Cloud-native security controls', href: `${paths.cyberService}#cloud-native-security` },
    caseSlug: practiceCases.cybersecurity,
    layer: 'navy',
  },
  {
    title: 'Data Services',
    heading: 'Data and automation',
    icon: Workflow,
    text: 'Turn scattered data into decisions, and hand-offs into automated flows.',
    offers: [offerOf('aiMachineLearning'), offerOf('databases')],
    href: paths.dataService,
    also: siteConfig.servicesMenu.items.find((link) => link.href.startsWith(`${paths.dataService}#`)),
    caseSlug: practiceCases.data,
    layer: 'blue',
  },
  {
    title: 'App Development',
    heading: 'Apps and infrastructure',
    icon: Code2,
    text: 'Modernize, build and run the apps your customers use.',
    offers: [offerOf('appModernization'), offerOf('infrastructure')],
    href: paths.appService,
    also: { label: 'Web, mobile and Web3 apps', href: `${paths.appService}#web-apps` },
    caseSlug: practiceCases.apps,
    layer: 'cyan',
  },
];
