import { Lock, ScanEye, Wrench, type LucideIcon } from 'lucide-react';

const CX = 260;
const CY = 262;
const RING = 170;

interface Phase {
  name: string;
  when: string;
  color: string;
  icon: LucideIcon;
  /** Where the phase's arc starts and ends, in degrees clockwise from three o'clock. */
  from: number;
  to: number;
  /** Where its label sits and which way the text runs from there. */
  label: { x: number; y: number; anchor: 'start' | 'middle' | 'end' };
}

const phases: Phase[] = [
  {
    name: 'Preventive',
    when: 'before an attack',
    color: '#2563eb',
    icon: Lock,
    from: 215,
    to: 325,
    label: { x: CX, y: 28, anchor: 'middle' },
  },
  {
    name: 'Detective',
    when: 'while it happens',
    color: '#0891b2',
    icon: ScanEye,
    from: 335,
    to: 445,
    label: { x: 512, y: 498, anchor: 'end' },
  },
  {
    name: 'Corrective',
    when: 'after it is found',
    color: '#1a3470',
    icon: Wrench,
    from: 95,
    to: 205,
    label: { x: 8, y: 498, anchor: 'start' },
  },
];

function point(angle: number, radius = RING): [number, number] {
  const radians = (angle * Math.PI) / 180;
  return [CX + radius * Math.cos(radians), CY + radius * Math.sin(radians)];
}

const xy = ([x, y]: [number, number]) => `${x.toFixed(1)} ${y.toFixed(1)}`;

/**
 * Preventive, detective and corrective controls as one loop around a cloud-native workload: what
 * corrective work learns feeds prevention. The page lists every control in text beside it.
 */
export function ControlsDiagram() {
  return (
    <svg viewBox="0 0 520 532" width="520" height="532" role="img" aria-labelledby="controls-title" aria-describedby="controls-desc">
      <title id="controls-title">Cloud-native security controls: preventive, detective and corrective</title>
      <desc id="controls-desc">
        A loop of three arcs around a cloud-native workload. Preventive controls act before an attack, detective controls while it happens,
        and corrective controls after it is found; what the corrective step learns flows back into prevention.
      </desc>
      <circle cx={CX} cy={CY} r={RING} fill="none" stroke="#e7e5e4" strokeWidth="40" />
      {phases.map((phase) => {
        const [iconX, iconY] = point((phase.from + phase.to) / 2);
        const Icon = phase.icon;
        return (
          <g key={phase.name}>
            <path
              d={`M${xy(point(phase.from))} A${RING} ${RING} 0 0 1 ${xy(point(phase.to))}`}
              fill="none"
              stroke={phase.color}
              strokeWidth="40"
            />
            <polygon
              points={`${xy(point(phase.to + 8))} ${xy(point(phase.to - 1, RING - 28))} ${xy(point(phase.to - 1, RING + 28))}`}
              fill={phase.color}
            />
            <circle cx={iconX} cy={iconY} r="27" fill="#fff" stroke={phase.color} strokeWidth="4" />
            <Icon x={iconX - 14} y={iconY - 14} size={28} color={phase.color} strokeWidth={2.2} />
            <text
              x={phase.label.x}
              y={phase.label.y}
              textAnchor={phase.label.anchor}
              fill="#0b1b3f"
              fontFamily="Inter, Arial, sans-serif"
              fontSize="24"
              fontWeight="700"
            >
              {phase.name}
            </text>
            <text
              x={phase.label.x}
              y={phase.label.y + 25}
              textAnchor={phase.label.anchor}
              fill="#57534e"
              fontFamily="Inter, Arial, sans-serif"
              fontSize="21"
            >
              {phase.when}
            </text>
          </g>
        );
      })}
      <path
        d="M202 292h116c22 0 38-16 38-37 0-20-15-35-34-37-3-28-26-48-54-48-21 0-39 11-48 28-27 0-48 21-48 47 0 27 21 47 48 47z"
        fill="#eff6ff"
        stroke="#2563eb"
        strokeWidth="3"
      />
      {[0, 1, 2].map((index) => (
        <rect key={index} x={216 + index * 32} y="234" width="24" height="24" rx="5" fill={index === 1 ? '#06b6d4' : '#2563eb'} />
      ))}
      <text x={CX} y="328" textAnchor="middle" fill="#0b1b3f" fontFamily="Inter, Arial, sans-serif" fontSize="19" fontWeight="650">
        Cloud-native
      </text>
      <text x={CX} y="350" textAnchor="middle" fill="#0b1b3f" fontFamily="Inter, Arial, sans-serif" fontSize="19" fontWeight="650">
        workload
      </text>
    </svg>
  );
}
