import { TrendLine } from '../../media/TrendLine.tsx';
import { ArtFrame } from './ArtFrame.tsx';

/** Services in the cloud: x, y and whether the service was the one moved first. */
const services = [
  [352, 170, true],
  [412, 170, false],
  [472, 170, true],
  [352, 226, false],
  [412, 226, true],
  [472, 226, false],
] as const;

/** App performance, climbing as the services take over. */
const performance: [number, number][] = [
  [352, 372],
  [392, 362],
  [424, 366],
  [460, 348],
  [496, 352],
  [540, 328],
];

/** Cloud-native app modernization: a monolith handing its capabilities to services in the cloud. */
export function CloudAppArt() {
  return (
    <ArtFrame glow={{ x: 440, y: 150 }}>
      <rect x="72" y="96" width="132" height="220" rx="16" fill="#1a3470" stroke="#3b5cb8" strokeWidth="2" />
      {[128, 160, 192, 224, 256].map((y, index) => (
        <rect key={y} x="96" y={y} width={index === 2 ? 52 : 84} height="12" rx="6" fill="#c7d2e5" opacity={index === 2 ? 0.25 : 0.5} />
      ))}
      <rect x="96" y="280" width="40" height="12" rx="6" fill="#06b6d4" />
      <path
        d="M216 206h68"
        stroke="#67e8f9"
        strokeWidth="4"
        strokeLinecap="round"
        strokeDasharray="2 12"
      />
      <path d="M280 192l16 14-16 14" fill="none" stroke="#67e8f9" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <path
        d="M372 290h146c34 0 58-24 58-56 0-30-22-52-50-56 -4-42-38-72-80-72-32 0-58 16-72 42-40 0-72 30-72 70 0 42 30 72 70 72z"
        fill="#112654"
        stroke="#67e8f9"
        strokeWidth="3"
        opacity="0.95"
      />
      {services.map(([x, y, first]) => (
        <g key={`${x}-${y}`}>
          <rect x={x} y={y} width="44" height="40" rx="9" fill={first ? '#06b6d4' : '#2563eb'} />
          <path d={`M${x + 10} ${y + 14}h24M${x + 10} ${y + 24}h14`} stroke="#fff" strokeWidth="3.5" strokeLinecap="round" opacity="0.85" />
        </g>
      ))}
      <TrendLine points={performance} dot={7} />
    </ArtFrame>
  );
}
