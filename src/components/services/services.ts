/**
 * The six services ITAH sells, and where each is delivered:
 * one list for the home page's cards and the services overview, which describe them in their own words.
 */
import { BadgeCheck, BrainCircuit, Database, RefreshCcw, Server, ShieldCheck, type LucideIcon } from 'lucide-react';
import { anchors, paths } from '../../routes/paths.ts';

export type ServiceId = 'cybersecurity' | 'compliance' | 'appModernization' | 'aiMachineLearning' | 'infrastructure' | 'databases';

export interface Service {
  id: ServiceId;
  title: string;
  icon: LucideIcon;
  /** The most relevant service page, or its section. */
  href: string;
}

export const services: readonly Service[] = [
  { id: 'cybersecurity', title: 'Cybersecurity', icon: ShieldCheck, href: paths.cyberService },
  { id: 'compliance', title: 'Compliance Management', icon: BadgeCheck, href: `${paths.cyberService}#${anchors.compliance}` },
  { id: 'appModernization', title: 'App Modernization', icon: RefreshCcw, href: `${paths.appService}#${anchors.appModernization}` },
  { id: 'aiMachineLearning', title: 'AI & Machine Learning', icon: BrainCircuit, href: paths.dataService },
  { id: 'infrastructure', title: 'Infrastructure Management', icon: Server, href: `${paths.appService}#${anchors.infrastructure}` },
  { id: 'databases', title: 'Database Management', icon: Database, href: paths.dataService },
];
