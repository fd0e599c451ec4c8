import { ConsoleFrame } from './ConsoleFrame.tsx';
import { ConsoleTrend } from './ConsoleTrend.tsx';
import { consoleCaption as caption, consoleLabel as label } from './consoleStyle.ts';

/** Alerts in the triage queue, and whether they are already closed (the third is being worked). */
const alerts = [
  ['Phishing report', true],
  ['Impossible travel', true],
  ['Unpatched VPN host', false],
  ['Malware quarantined', true],
] as const;

const incidents: [number, number][] = [
  [304, 318],
  [340, 330],
  [376, 326],
  [412, 346],
  [448, 352],
  [484, 366],
  [524, 372],
];

/**
 * A security operations console: a radar sweep with one contained threat, a triage queue of named
 * alerts mostly closed, and an incident line trending down. Decorative.
 */
export function SecurityOpsArt() {
  return (
    <ConsoleFrame title="SECURITY OPERATIONS · 24/7" aria-hidden="true">
      <circle cx="150" cy="222" r="170" fill="#06b6d4" opacity="0.08" />
      {[112, 76, 40].map((radius) => (
        <circle key={radius} cx="150" cy="222" r={radius} fill="none" stroke="#67e8f9" strokeWidth="1.5" opacity="0.45" />
      ))}
      <path d="M38 222h224M150 110v224" stroke="#67e8f9" strokeWidth="1" opacity="0.3" />
      <path d="M150 222L262 222A112 112 0 0 0 206 125z" fill="#06b6d4" opacity="0.28" />
      <line x1="150" y1="222" x2="262" y2="222" stroke="#67e8f9" strokeWidth="2.5" />
      <circle cx="112" cy="180" r="5" fill="#67e8f9" />
      <circle cx="190" cy="290" r="5" fill="#67e8f9" opacity="0.7" />
      <circle cx="214" cy="178" r="9" fill="#fff" />
      <circle cx="214" cy="178" r="17" fill="none" stroke="#fff" strokeWidth="2" opacity="0.6" />
      <text x="300" y="84" {...label}>
        TRIAGE QUEUE
      </text>
      {alerts.map(([name, closed], index) => {
        const y = 100 + index * 44;
        return (
          <g key={y}>
            <rect x="300" y={y} width="228" height="34" rx="8" fill="#112654" />
            <text x="340" y={y + 21.5} {...caption} fontWeight="600" letterSpacing="0.2" fill={closed ? '#c7d2e5' : '#fff'}>
              {name}
            </text>
            <circle cx="320" cy={y + 17} r="9" fill={closed ? '#06b6d4' : '#2563eb'} />
            {closed && (
              <path
                d={`M315 ${y + 17}l4 4 7-8`}
                fill="none"
                stroke="#0b1b3f"
                strokeWidth="2.5"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            )}
          </g>
        );
      })}
      <ConsoleTrend label="INCIDENTS" x={300} y={300} width={228} baseline={384} points={incidents} />
    </ConsoleFrame>
  );
}
