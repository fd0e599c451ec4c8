import { ConsoleFrame } from './ConsoleFrame.tsx';
import { ConsoleTrend } from './ConsoleTrend.tsx';
import { consoleCaption, labelFor, type ConsoleLayout } from './consoleStyle.ts';

/** Alerts in the triage queue, and whether they are already closed (the third is being worked). */
const alerts = [
  ['Phishing report', true],
  ['Impossible travel', true],
  ['Unpatched VPN host', false],
  ['Malware quarantined', true],
] as const;

/** Incidents a week, falling. */
const incidents = [0.94, 0.77, 0.83, 0.54, 0.46, 0.26, 0.17];

/** A radar sweep around (cx, cy) with one contained threat and two quieter blips, `r` its outer ring. */
function Radar({ cx, cy, r }: { cx: number; cy: number; r: number }) {
  const at = (dx: number, dy: number) => ({ cx: cx + dx * r, cy: cy + dy * r });
  const sweepEnd = { x: cx + 0.5 * r, y: cy - 0.866 * r };
  const threat = Math.max(6, r * 0.08);
  return (
    <>
      <circle cx={cx} cy={cy} r={r * 1.3} fill="#06b6d4" opacity="0.08" />
      {[1, 0.68, 0.36].map((ring) => (
        <circle key={ring} cx={cx} cy={cy} r={r * ring} fill="none" stroke="#67e8f9" strokeWidth="1.5" opacity="0.45" />
      ))}
      <path d={`M${cx - r} ${cy}h${2 * r}M${cx} ${cy - r}v${2 * r}`} stroke="#67e8f9" strokeWidth="1" opacity="0.3" />
      <path d={`M${cx} ${cy}L${cx + r} ${cy}A${r} ${r} 0 0 0 ${sweepEnd.x} ${sweepEnd.y}z`} fill="#06b6d4" opacity="0.28" />
      <line x1={cx} y1={cy} x2={cx + r} y2={cy} stroke="#67e8f9" strokeWidth="2.5" />
      <circle {...at(-0.34, -0.375)} r="5" fill="#67e8f9" />
      <circle {...at(0.357, 0.607)} r="5" fill="#67e8f9" opacity="0.7" />
      <circle {...at(0.571, -0.393)} r={threat} fill="#fff" />
      <circle {...at(0.571, -0.393)} r={threat * 1.9} fill="none" stroke="#fff" strokeWidth="2" opacity="0.6" />
    </>
  );
}

/** The queue of alerts as chips `width` across, one every `step` from `y`. */
function TriageQueue({ x, y, width, step, layout }: { x: number; y: number; width: number; step: number; layout: ConsoleLayout }) {
  const height = step - 10;
  return (
    <>
      <text x={x} y={y - 16} {...labelFor(layout)}>
        TRIAGE QUEUE
      </text>
      {alerts.map(([name, closed], index) => {
        const top = y + index * step;
        const middle = top + height / 2;
        return (
          <g key={name}>
            <rect x={x} y={top} width={width} height={height} rx="8" fill="#112654" />
            <text
              x={x + (layout === 'wide' ? 40 : 36)}
              y={middle + 4.5}
              {...consoleCaption}
              fontWeight="600"
              letterSpacing="0.2"
              fill={closed ? '#c7d2e5' : '#fff'}
            >
              {name}
            </text>
            <circle cx={x + 20} cy={middle} r="9" fill={closed ? '#06b6d4' : '#2563eb'} />
            {closed && (
              <path
                d={`M${x + 15} ${middle}l4 4 7-8`}
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
    </>
  );
}

const TITLE = 'SECURITY OPERATIONS · 24/7';

/**
 * A security operations console: a radar sweep with one contained threat, a triage queue of named
 * alerts mostly closed, and an incident line trending down. Decorative. On a phone the queue
 * stands beside a smaller radar and the incidents run across the foot.
 */
export function SecurityOpsArt() {
  return (
    <>
      <ConsoleFrame title={TITLE} layout="wide" height={420}>
        <Radar cx={150} cy={222} r={112} />
        <TriageQueue x={300} y={100} width={228} step={44} layout="wide" />
        <ConsoleTrend label="INCIDENTS" x={300} y={300} width={224} height={84} levels={incidents} layout="wide" />
      </ConsoleFrame>
      <ConsoleFrame title={TITLE} layout="narrow" height={356}>
        <Radar cx={74} cy={157} r={52} />
        <TriageQueue x={146} y={86} width={176} step={38} layout="narrow" />
        <ConsoleTrend label="INCIDENTS" x={20} y={262} width={296} height={70} levels={incidents} layout="narrow" />
      </ConsoleFrame>
    </>
  );
}
