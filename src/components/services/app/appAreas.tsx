import { Blocks, Globe, RefreshCcw, Server, Smartphone, type LucideIcon } from 'lucide-react';
import { anchors } from '../../../routes/paths.ts';
import type { ServiceAreaProps } from '../ServiceArea.tsx';
import { CapacityChart } from './CapacityChart.tsx';
import { ModernizationSteps } from './ModernizationSteps.tsx';

export type AppArea = Omit<ServiceAreaProps, 'alt' | 'reverse'> & { icon: LucideIcon };

/** The five areas of the app development service, in the order the page presents them. */
export const appAreas: AppArea[] = [
  {
    id: anchors.appModernization,
    icon: RefreshCcw,
    eyebrow: 'App modernization',
    title: 'Modernize the app that runs your business, without stopping it',
    children: (
      <>
        <p>
          Big-bang rewrites stall. We move a legacy application to cloud-native services one capability at a time, starting with the part
          that costs you the most in speed or revenue, while the rest keeps running and earning.
        </p>
        <p>Every step ships behind a routing layer, is measured against the old path, and can be switched back in seconds.</p>
      </>
    ),
    visual: <ModernizationSteps />,
    deliverables: [
      'A two-week assessment of code, infrastructure and traffic, ending in a ranked plan',
      'Capabilities extracted into containerized services, one release at a time',
      'A CI/CD pipeline with automated tests, security scans and staged rollouts',
      'Data migrated in steps, with a rollback path at every one',
    ],
  },
  {
    id: anchors.infrastructure,
    icon: Server,
    eyebrow: 'Infrastructure management',
    title: 'Infrastructure that scales with demand and costs what it should',
    children: (
      <>
        <p>
          We define your cloud and on-premises environments as code, so that any of them can be rebuilt in minutes and every change is
          reviewed before it reaches production.
        </p>
        <p>Capacity follows real demand: it grows for the promotion and shrinks overnight, and nobody pays for servers that sit idle.</p>
      </>
    ),
    visual: <CapacityChart />,
    deliverables: [
      'Every environment described as code and reproducible on demand',
      'Autoscaling and right-sizing, reviewed monthly against the bill',
      'Logs, metrics and tracing with alerts tied to what customers feel',
      'Backups, patching and disaster-recovery drills on a fixed schedule',
    ],
  },
  {
    id: 'web-apps',
    icon: Globe,
    eyebrow: 'Web apps',
    title: 'Web apps and portals that load fast and work for everyone',
    children: (
      <>
        <p>
          Customer portals, internal tools and e-commerce front ends, designed with your users and built in small releases you can try every
          week.
        </p>
      </>
    ),
    deliverables: [
      'Clickable prototypes tested with real users in the first two weeks',
      'TypeScript front ends and APIs designed for the traffic you expect',
      'Accessibility to WCAG 2.2 AA and page-speed budgets checked on every change',
      'Security testing and dependency scanning built into every release',
    ],
  },
  {
    id: 'mobile-apps',
    icon: Smartphone,
    eyebrow: 'Mobile apps',
    title: 'Native iOS and Android, or one hybrid codebase: chosen by what your users need',
    children: (
      <>
        <p>
          When the app leans on the camera, sensors or heavy graphics, we build native. When reach and speed to market matter more, one
          hybrid codebase serves both stores. Either way, the app talks to your systems through APIs we design to last.
        </p>
      </>
    ),
    deliverables: [
      'A clear native-or-hybrid recommendation, with the cost of each path',
      'API solutions that connect the app to your existing systems securely',
      'Offline use, push notifications and encrypted storage on the device',
      'App Store and Google Play releases, crash reporting and analytics',
    ],
  },
  {
    id: 'web3',
    icon: Blocks,
    eyebrow: 'Web3 and decentralized apps',
    title: 'Decentralized apps where a shared ledger earns its place',
    children: (
      <>
        <p>
          Tokenized assets, supply-chain provenance and multi-party records can gain a lot from a blockchain. Many other ideas are better
          served by an ordinary database, and we will tell you which one you have before you spend on it.
        </p>
      </>
    ),
    deliverables: [
      'A feasibility check: the ledger, the database or a mix of both',
      'Smart contracts with full test coverage and an independent audit',
      'Wallet integration and a key-custody design your auditors accept',
      'On-chain and off-chain parts that work together as one product',
    ],
  },
];
