import type { ProcessStep } from './ProcessSteps.tsx';

/** How every engagement runs, from the first call to the hand-over: the about page's journey, and what every case on the portfolio took (the home page's accordion names the same steps). */
export const engagement: readonly ProcessStep[] = [
  {
    title: 'Talk',
    when: 'Day 1',
    text: 'Thirty minutes with a senior engineer to understand the problem and whether we are the right people for it.',
  },
  {
    title: 'Assess',
    when: 'Weeks 1–2',
    text: 'We study your systems and agree on one KPI or SLA objective the engagement will be judged by.',
  },
  {
    title: 'Prove',
    when: 'Weeks 3–8',
    text: 'A proof of concept on real data and real users, measured against that objective before you commit further.',
  },
  {
    title: 'Scale and hand over',
    when: 'Months 3–8',
    text: 'We roll out what worked and train your team to run it, with runbooks and dashboards they own.',
  },
];
