import type { ReactNode } from 'react';

const ART_WIDTH = 640;
const ART_HEIGHT = 400;

/**
 * The shared canvas of the case illustrations: a navy field with a quiet cyan glow and a dot
 * grid. Decorative: every fact the artwork hints at is written on the page.
 */
export function ArtFrame({ children, glow = { x: 560, y: 40 } }: { children: ReactNode; glow?: { x: number; y: number } }) {
  const dots = [];
  for (let row = 0; row < 7; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      dots.push(<circle key={`${row}-${column}`} cx={24 + column * 22} cy={250 + row * 20} r="1.6" fill="#c7d2e5" opacity="0.22" />);
    }
  }
  return (
    <svg
      viewBox={`0 0 ${ART_WIDTH} ${ART_HEIGHT}`}
      width={ART_WIDTH}
      height={ART_HEIGHT}
      aria-hidden="true"
      focusable="false"
      // As wide as its box by default; a layout that needs it to fill a taller box sets the two properties.
      style={{ display: 'block', width: 'var(--art-width, 100%)', height: 'var(--art-height, auto)', flex: 'none' }}
    >
      <rect width={ART_WIDTH} height={ART_HEIGHT} fill="#0b1b3f" />
      <circle cx={glow.x} cy={glow.y} r="230" fill="#06b6d4" opacity="0.14" />
      <circle cx={glow.x} cy={glow.y} r="130" fill="#2563eb" opacity="0.18" />
      {dots}
      {children}
    </svg>
  );
}
