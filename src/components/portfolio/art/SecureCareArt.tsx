import { ArtFrame } from './ArtFrame.tsx';

/** The four network zones around the shield: clinical, administrative, devices, guests. */
const zones = [
  { x: 60, y: 60, glyph: 'M28 22h40v26H28zM40 56h16' },
  { x: 484, y: 60, glyph: 'M32 16h24l10 10v30H32zM40 32h18M40 42h18' },
  { x: 60, y: 264, glyph: 'M22 38h14l6-12 10 24 6-12h18' },
  { x: 484, y: 264, glyph: 'M28 30a28 28 0 0 1 40 0M35 38a18 18 0 0 1 26 0M48 48h.01' },
];

/** Secure infrastructure for healthcare: a shield with a medical cross guarding segmented zones. */
export function SecureCareArt() {
  return (
    <ArtFrame glow={{ x: 320, y: 200 }}>
      {zones.map((zone) => (
        <g key={`${zone.x}-${zone.y}`}>
          <line
            x1={zone.x + 48}
            y1={zone.y + 38}
            x2="320"
            y2="200"
            stroke="#67e8f9"
            strokeWidth="2"
            strokeDasharray="6 8"
            opacity="0.6"
          />
          <rect x={zone.x} y={zone.y} width="96" height="76" rx="14" fill="#112654" stroke="#2563eb" strokeWidth="2" />
          <path
            d={zone.glyph}
            transform={`translate(${zone.x} ${zone.y})`}
            fill="none"
            stroke="#67e8f9"
            strokeWidth="4"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </g>
      ))}
      <circle cx="320" cy="200" r="150" fill="none" stroke="#67e8f9" strokeWidth="1.5" opacity="0.25" />
      <circle cx="320" cy="200" r="118" fill="none" stroke="#67e8f9" strokeWidth="1.5" opacity="0.4" />
      <path d="M320 92l92 34v62c0 62-40 104-92 124-52-20-92-62-92-124v-62z" fill="#2563eb" stroke="#fff" strokeWidth="5" />
      <path d="M320 112l72 27v50c0 50-31 84-72 101z" fill="#1d4ed8" />
      <path d="M306 158h28v28h28v28h-28v28h-28v-28h-28v-28h28z" fill="#fff" />
      <circle cx="392" cy="284" r="26" fill="#06b6d4" stroke="#0b1b3f" strokeWidth="5" />
      <path d="M380 284l8 8 16-16" fill="none" stroke="#0b1b3f" strokeWidth="5" strokeLinecap="round" strokeLinejoin="round" />
    </ArtFrame>
  );
}
