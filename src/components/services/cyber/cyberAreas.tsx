import { Crosshair, LifeBuoy, Network, ShieldHalf } from 'lucide-react';
import type { Capability } from '../CapabilityGrid.tsx';

/** The defense practices of the cybersecurity service, two a row under "Defense that keeps pace". */
export const defenseCapabilities: Capability[] = [
  {
    id: 'proactive-threat-management',
    icon: Crosshair,
    title: 'Proactive threat management',
    text: 'We look for trouble before it finds you: hunting through your telemetry, watching your external attack surface, and fixing weaknesses in the order an attacker would use them.',
    points: [
      'Threat hunts each month, guided by intelligence on your sector',
      'External attack-surface monitoring for forgotten hosts and leaked keys',
      'Vulnerabilities ranked by exploitability and business impact, not score alone',
    ],
  },
  {
    id: 'next-gen-protocols',
    icon: Network,
    title: 'Next-gen protocols',
    text: 'Old protocols and shared passwords are where most breaches start. We replace them with standards designed for a world without a trusted perimeter.',
    points: [
      'Zero-trust access that checks identity and device on every request',
      'Phishing-resistant sign-in with passkeys and FIDO2 keys',
      'TLS 1.3 everywhere and a plan for post-quantum cryptography',
    ],
  },
  {
    id: 'evolving-defense',
    icon: ShieldHalf,
    title: 'Evolving defense',
    text: 'Attackers change technique every quarter, so your defenses do too. We test them the way real adversaries work and turn each finding into a better rule.',
    points: [
      'Purple-team exercises mapped to MITRE ATT&CK techniques',
      'Detection rules reviewed and updated every quarter',
      'Tabletop exercises that keep your incident playbooks current',
    ],
  },
  {
    id: 'consistent-support',
    icon: LifeBuoy,
    title: 'Consistent support',
    text: 'You work with the same named engineers every month, who know your systems and answer within the times we agreed in writing.',
    points: [
      'A named security lead and a backup who both know your environment',
      'Response times for each severity, written into the contract',
      'A monthly review of incidents, risks and the next priorities',
    ],
  },
];

export const securityOperationsDeliverables = [
  'Monitoring of endpoints, cloud accounts and identities around the clock',
  'Detection rules tuned to your environment, so alerts mean something',
  'Incident response playbooks your team has rehearsed',
  'A monthly report on exposure, incidents and time to respond',
];

export const toolingDeliverables = [
  'SIEM and SOAR playbooks that enrich and triage alerts on their own',
  'Endpoint detection and response on every laptop and server',
  'Scheduled vulnerability scanning and patch orchestration',
  'Cloud security posture management and policy as code',
  'Secrets management with automatic key rotation',
];
