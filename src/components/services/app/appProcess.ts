import type { ProcessStep } from '../ProcessSteps.tsx';

/** How an app engagement runs, from the first look at the code to the handover. */
export const appProcess: ProcessStep[] = [
  {
    title: 'Assess',
    when: 'Weeks 1–2',
    text: 'We read the code, the infrastructure and the traffic, then agree with you on one KPI the work will be judged by.',
  },
  {
    title: 'Prove',
    when: 'Weeks 3–8',
    text: 'A proof of concept on one real capability, in production behind a switch, measured against that KPI.',
  },
  {
    title: 'Scale',
    when: 'Month 3 onward',
    text: 'Small releases every week, a demo every two, and a plan you can change as you learn what users need.',
  },
  {
    title: 'Hand over',
    when: 'Last month',
    text: 'Runbooks, dashboards and pairing sessions, so your team owns the result the day we step back.',
  },
];
