import { ArtFrame } from './ArtFrame.tsx';

/** A stable number from the slug, so a new case gets its own arrangement on every build. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * The illustration of a case that has no drawing of its own yet: a honeycomb of services whose
 * highlighted cells come from the slug, so every new case study still looks finished.
 */
export function SeededCaseArt({ slug }: { slug: string }) {
  const seed = seedOf(slug);
  const cells = [];
  for (let row = 0; row < 4; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      const index = row * 5 + column;
      const x = 200 + column * 72 + (row % 2) * 36;
      const y = 86 + row * 64;
      const lit = ((seed >>> index) & 3) === 0;
      const accent = ((seed >>> (index + 7)) & 7) === 0;
      cells.push(
        <polygon
          key={index}
          points={`${x},${y - 36} ${x + 31},${y - 18} ${x + 31},${y + 18} ${x},${y + 36} ${x - 31},${y + 18} ${x - 31},${y - 18}`}
          fill={accent ? '#06b6d4' : lit ? '#2563eb' : '#112654'}
          stroke="#3b5cb8"
          strokeWidth="2"
        />,
      );
    }
  }
  return (
    <ArtFrame>
      {cells}
      <polyline points="60,330 110,318 150,322 196,300" fill="none" stroke="#06b6d4" strokeWidth="4" strokeLinecap="round" />
      <circle cx="196" cy="300" r="6" fill="#fff" />
    </ArtFrame>
  );
}
