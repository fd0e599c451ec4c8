import { ArtFrame } from './ArtFrame.tsx';

interface SlabProps {
  cx: number;
  cy: number;
  top: string;
  left: string;
  right: string;
}

const HALF_WIDTH = 150;
const HALF_HEIGHT = 72;
const DEPTH = 18;

/** One isometric layer of the lake: a diamond top with two visible sides. */
function Slab({ cx, cy, top, left, right }: SlabProps) {
  const west = `${cx - HALF_WIDTH},${cy}`;
  const east = `${cx + HALF_WIDTH},${cy}`;
  const south = `${cx},${cy + HALF_HEIGHT}`;
  return (
    <g>
      <polygon points={`${west} ${south} ${cx},${cy + HALF_HEIGHT + DEPTH} ${cx - HALF_WIDTH},${cy + DEPTH}`} fill={left} />
      <polygon points={`${south} ${east} ${cx + HALF_WIDTH},${cy + DEPTH} ${cx},${cy + HALF_HEIGHT + DEPTH}`} fill={right} />
      <polygon points={`${cx},${cy - HALF_HEIGHT} ${east} ${south} ${west}`} fill={top} />
    </g>
  );
}

const label = { fill: '#c7d2e5', fontFamily: 'Inter, Arial, sans-serif', fontSize: 22, fontWeight: 600, letterSpacing: 1.5 };

/** Data lake modernization: raw, validated and curated layers stacked, with data rising to a chart. */
export function DataLakeArt() {
  const rawRecords = [
    [190, 300],
    [232, 316],
    [270, 292],
    [212, 280],
    [300, 310],
    [250, 330],
  ] as const;
  /** Bars standing on the curated layer: x, the y of their foot, height. */
  const bars = [
    [196, 150, 30],
    [228, 135, 48],
    [260, 119, 66],
    [292, 104, 86],
  ] as const;
  return (
    <ArtFrame>
      <Slab cx={250} cy={300} top="#1a3470" left="#112654" right="#0e2048" />
      {rawRecords.map(([x, y]) => (
        <circle key={`${x}-${y}`} cx={x} cy={y} r="5" fill="#67e8f9" opacity="0.75" />
      ))}
      <Slab cx={250} cy={212} top="#2563eb" left="#1d4ed8" right="#1a3fb0" />
      <path d="M200 212h100M215 230h70M215 194h70" stroke="#bfdbfe" strokeWidth="5" strokeLinecap="round" opacity="0.6" />
      <Slab cx={250} cy={124} top="#06b6d4" left="#0891b2" right="#0e7490" />
      {bars.map(([x, foot, height]) => (
        <rect key={x} x={x - 8} y={foot - height} width="16" height={height} rx="4" fill="#ecfeff" />
      ))}
      <path d="M100 300v-176M400 300v-176" stroke="#67e8f9" strokeWidth="2" strokeDasharray="4 8" opacity="0.7" />
      <line x1="410" y1="124" x2="452" y2="124" stroke="#67e8f9" strokeWidth="2" />
      <line x1="410" y1="212" x2="452" y2="212" stroke="#67e8f9" strokeWidth="2" opacity="0.7" />
      <line x1="410" y1="300" x2="452" y2="300" stroke="#67e8f9" strokeWidth="2" opacity="0.5" />
      <text x="460" y="132" {...label} fill="#fff">
        CURATED
      </text>
      <text x="460" y="220" {...label}>
        VALIDATED
      </text>
      <text x="460" y="308" {...label}>
        RAW
      </text>
      <rect x="462" y="40" width="140" height="52" rx="10" fill="#ffffff" opacity="0.08" />
      <polyline points="476,80 500,70 522,74 546,58 570,62 590,48" fill="none" stroke="#06b6d4" strokeWidth="3.5" strokeLinecap="round" />
      <circle cx="590" cy="48" r="5" fill="#fff" />
    </ArtFrame>
  );
}
