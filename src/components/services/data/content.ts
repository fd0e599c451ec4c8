/** The data services page's copy and figures, apart from its markup. */
import {
  BarChart3,
  BrainCircuit,
  Database,
  FileSearch,
  Plug,
  RefreshCw,
  ShieldCheck,
  Smartphone,
  Workflow,
  type LucideIcon,
} from 'lucide-react';
import type { OfferingLayer } from './OfferingLayers.tsx';
import type { Stat } from '../../motion/CountUpStats.tsx';

/**
 * What the data practice builds, by the layer of a client's systems it works on, top to bottom:
 * what people use, how systems talk, where the records live.
 */
export const offeringLayers: OfferingLayer[] = [
  {
    name: 'Apps',
    note: 'What your teams and customers use',
    offerings: [
      {
        icon: RefreshCw,
        title: 'Brownfield app modernization',
        text: 'We move data and logic out of aging applications one piece at a time, so reports and integrations improve while the old system keeps running.',
      },
      {
        icon: Smartphone,
        title: 'Native iOS, Android and hybrid apps',
        text: 'Field and customer apps that read and write live data, built natively or from one hybrid codebase when that is the faster route to your users.',
      },
    ],
    log: {
      caption: 'Sync · live',
      entries: [
        { tag: 'iOS', subject: 'Job 4471', status: 'synced', note: 'offline 2 h · merged' },
        { tag: 'Web', subject: 'Portal', status: 'live', note: 'same records · 0.4 s' },
        { tag: 'Hybrid', subject: 'Order 118', status: 'queued', note: 'no signal · sends later', held: true },
      ],
    },
  },
  {
    name: 'APIs',
    note: 'How your systems and partners talk',
    offerings: [
      {
        icon: Plug,
        title: 'API solutions',
        text: 'Documented, versioned APIs that share your data safely with partners, apps and automations, with rate limits and an audit log from day one.',
      },
    ],
    log: {
      caption: 'Audit log · live',
      entries: [
        { tag: 'GET', subject: '/v2/orders?since=today', status: '200', note: 'partner portal · 38 ms' },
        { tag: 'POST', subject: '/v2/invoices', status: '201', note: 'billing automation · 84 ms' },
        { tag: 'GET', subject: '/v2/stock/levels', status: '429', note: 'rate limit reached · retry in 30 s', held: true },
      ],
    },
  },
  {
    name: 'Data',
    note: 'Where the records and the answers live',
    offerings: [
      {
        icon: BarChart3,
        title: 'Analytics and reporting',
        text: 'One trusted model of your business behind every dashboard, refreshed on a schedule your decisions need instead of once a month.',
      },
      {
        icon: BrainCircuit,
        title: 'AI and machine learning',
        text: 'Forecasts, classifiers and document readers trained on your own data, shipped with monitoring and measured against today’s baseline.',
      },
      {
        icon: Database,
        title: 'Database management',
        text: 'Performance tuning, zero-downtime migrations and backups that are restored and verified on a schedule, not just taken.',
      },
    ],
    log: undefined,
  },
];

/** The spec's data page fun facts: 45+ POCs counting to 92, 30% average cost saving counting to 75. */
export const dataStats: Stat[] = [
  // The data practice's own share of the company's figures (home and about: 95+ and 50%).
  { from: 45, to: 92, suffix: '+', label: 'Proofs of concept built on client data' },
  { from: 30, to: 75, suffix: '%', label: 'Average cost saving on reporting we automate' },
];

export const retrieverSteps: { icon: LucideIcon; title: string; text: string }[] = [
  {
    icon: FileSearch,
    title: 'Retrieve',
    text: 'Connectors collect data where it lives: databases, APIs, supplier portals, spreadsheets and inboxes full of PDFs, on a schedule or the moment it changes.',
  },
  {
    icon: ShieldCheck,
    title: 'Validate',
    text: 'Every record is checked against your business rules. Exceptions go to the right person with the context to fix them, not to a shared inbox.',
  },
  {
    icon: Workflow,
    title: 'Act',
    text: 'Clean data triggers the next step on its own: invoices posted, orders updated, tickets opened, reports refreshed, each with an audit trail.',
  },
];

export const reasons: { title: string; text: string }[] = [
  {
    title: 'Measured from the first week',
    text: 'We record a baseline before we change anything, so the hours saved and costs cut are numbers, not impressions.',
  },
  {
    title: 'Your cloud, your data',
    text: 'Everything runs in your accounts, with open formats and infrastructure as code. No lock-in, no data leaving your control.',
  },
  {
    title: 'Secure by default',
    text: 'Encryption, least-privilege access and audit logs are part of the first release, aligned with the compliance regime you answer to.',
  },
  {
    title: 'Fixed price to prove it',
    text: 'A proof of concept with a fixed scope and price shows the result on your own data before you commit a larger budget.',
  },
];
