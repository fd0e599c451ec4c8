/** The six roles of the delivery enablement team: the about page's opening draws them, its team section explains them. */
export const teamRoles = [
  {
    role: 'Delivery lead',
    short: 'Delivery lead',
    text: 'Owns the plan, the budget and the weekly demo. Your single point of contact from kickoff to handover.',
  },
  {
    role: 'Security architect',
    short: 'Security',
    text: 'Designs controls and compliance evidence into the work from day one, not as an audit-week patch.',
  },
  {
    role: 'Cloud platform engineer',
    short: 'Cloud platform',
    text: 'Builds the infrastructure as code, the delivery pipelines and the monitoring your team inherits.',
  },
  { role: 'Data engineer', short: 'Data', text: 'Designs the pipelines, models and quality checks behind every number your leaders read.' },
  {
    role: 'Full-stack app engineer',
    short: 'Apps',
    text: 'Ships web and mobile features in small, tested releases your users can try every week.',
  },
  {
    role: 'Automation specialist',
    short: 'Automation',
    text: 'Turns repetitive hand-offs and manual checks into workflows that run on their own.',
  },
] as const;
