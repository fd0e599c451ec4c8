import { Cloud, Code2, Compass, HardDrive, ShieldHalf, Workflow } from 'lucide-react';

/**
 * The six roles of the delivery enablement team, each shown by its discipline's icon: in the about
 * page's opening drawing, and in its team section with what they do.
 */
export const teamRoles = [
  {
    role: 'Delivery lead',
    icon: Compass,
    short: 'Delivery lead',
    text: 'Owns the plan, the budget and the weekly demo. Your single point of contact from kickoff to handover.',
  },
  {
    role: 'Security architect',
    icon: ShieldHalf,
    short: 'Security',
    text: 'Designs controls and compliance evidence into the work from day one, not as an audit-week patch.',
  },
  {
    role: 'Cloud platform engineer',
    icon: Cloud,
    short: 'Cloud platform',
    text: 'Builds the infrastructure as code, the delivery pipelines and the monitoring your team inherits.',
  },
  {
    role: 'Data engineer',
    icon: HardDrive,
    short: 'Data',
    text: 'Designs the pipelines, models and quality checks behind every number your leaders read.',
  },
  {
    role: 'Full-stack app engineer',
    icon: Code2,
    short: 'Apps',
    text: 'Ships web and mobile features in small, tested releases your users can try every week.',
  },
  {
    role: 'Automation specialist',
    icon: Workflow,
    short: 'Automation',
    text: 'Turns repetitive hand-offs and manual checks into workflows that run on their own.',
  },
] as const;
