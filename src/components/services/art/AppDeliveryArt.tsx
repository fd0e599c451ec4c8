import { AppWindow, Blocks, FlaskConical, Hammer, Rocket, ScanSearch, Smartphone, type LucideIcon } from 'lucide-react';
import { ConsoleFrame } from './ConsoleFrame.tsx';
import { consoleCaption as caption, consoleLabel as label } from './consoleStyle.ts';

/** The monolith's modules, top to bottom: still inside, on its way out, or already a service. */
const modules = [
  ['Catalog', 'inside'],
  ['Orders', 'moved'],
  ['Payments', 'moving'],
  ['Accounts', 'moved'],
  ['Reports', 'inside'],
  ['Search', 'inside'],
] as const;
/** Of the twelve steps of traffic, those already on the new services. */
const trafficSteps = { total: 12, moved: 8 };
const stages: [LucideIcon, string][] = [
  [Hammer, 'BUILD'],
  [FlaskConical, 'TEST'],
  [ScanSearch, 'SCAN'],
  [Rocket, 'SHIP'],
];
const channels: LucideIcon[] = [AppWindow, Smartphone, Blocks];

/**
 * App modernization as a console: modules leave the legacy monolith one at a time, pass a build,
 * test, scan and ship pipeline, and run as services behind web, mobile and on-chain front ends,
 * while traffic moves over step by step.
 */
export function AppDeliveryArt() {
  return (
    <ConsoleFrame title="APP DELIVERY · LEGACY TO CLOUD-NATIVE" role="img" aria-labelledby="app-art-title app-art-desc">
      <title id="app-art-title">App modernization, one capability at a time</title>
      <desc id="app-art-desc">
        Modules leave a legacy monolith one at a time, pass a build, test, security scan and release pipeline, and run as cloud-native
        services behind web, mobile and decentralized apps, while traffic moves to them step by step.
      </desc>
      <text x="32" y="84" {...label}>
        LEGACY
      </text>
      <rect x="32" y="100" width="124" height="196" rx="12" fill="#112654" />
      {modules.map(([name, state], index) => {
        const y = 114 + index * 29;
        return (
          <g key={name}>
            {state === 'moved' ? (
              <rect x="46" y={y} width="96" height="19" rx="5" fill="none" stroke="#3b5cb8" strokeDasharray="4 4" />
            ) : (
              <rect x="46" y={y} width="96" height="19" rx="5" fill={state === 'moving' ? '#06b6d4' : '#1a3470'} />
            )}
            <text
              x="56"
              y={y + 13.5}
              {...caption}
              fontSize="11"
              letterSpacing="0.2"
              fill={state === 'moving' ? '#0b1b3f' : state === 'moved' ? '#7f93c2' : '#c7d2e5'}
            >
              {name}
            </text>
          </g>
        );
      })}
      <path d="M142 182h34" stroke="#06b6d4" strokeWidth="2.5" strokeDasharray="2 5" strokeLinecap="round" />
      <text x="186" y="84" {...label}>
        PIPELINE
      </text>
      <path d="M196 182h168" stroke="#3b5cb8" strokeWidth="3" />
      <path d="M196 182h120" stroke="#06b6d4" strokeWidth="3" />
      {stages.map(([Icon, name], index) => {
        const x = 196 + index * 56;
        const done = index < 3;
        return (
          <g key={name}>
            <circle cx={x} cy="182" r="19" fill={done ? '#06b6d4' : '#0b1b3f'} stroke={done ? 'none' : '#2563eb'} strokeWidth="3" />
            <Icon x={x - 10} y={172} size={20} color={done ? '#0b1b3f' : '#67e8f9'} strokeWidth={2.2} />
            <text x={x} y="226" textAnchor="middle" {...caption}>
              {name}
            </text>
          </g>
        );
      })}
      <text x="392" y="84" {...label}>
        SERVICES
      </text>
      {[0, 1, 2, 3, 4, 5].map((index) => (
        <rect
          key={index}
          x={392 + (index % 3) * 49}
          y={100 + Math.floor(index / 3) * 49}
          width="38"
          height="38"
          rx="8"
          fill={index === 5 ? '#06b6d4' : '#2563eb'}
          opacity={index === 5 ? 1 : 0.85}
        />
      ))}
      <path d="M364 182h20" stroke="#3b5cb8" strokeWidth="3" />
      {channels.map((Icon, index) => {
        const x = 392 + index * 49;
        return (
          <g key={x}>
            <path d={`M${x + 19} 200v22`} stroke="#3b5cb8" strokeWidth="2" />
            <rect x={x} y="226" width="38" height="38" rx="8" fill="#112654" stroke="#3b5cb8" />
            <Icon x={x + 9} y={235} size={20} color="#c7d2e5" strokeWidth={2} />
          </g>
        );
      })}
      <text x="32" y="334" {...label}>
        TRAFFIC ON NEW SERVICES
      </text>
      <text x="528" y="334" textAnchor="end" {...label} fill="#67e8f9">
        {Math.round((trafficSteps.moved / trafficSteps.total) * 100)} %
      </text>
      {Array.from({ length: trafficSteps.total }, (_, index) => (
        <rect
          key={index}
          x={32 + index * 41.5}
          y="352"
          width="35"
          height="28"
          rx="6"
          fill={index < trafficSteps.moved ? '#06b6d4' : '#1a3470'}
          opacity={index < trafficSteps.moved ? 0.45 + index * 0.07 : 1}
        />
      ))}
    </ConsoleFrame>
  );
}
