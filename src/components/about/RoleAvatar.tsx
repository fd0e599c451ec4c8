import { useId } from 'react';

/** Colours of the six avatar styles: tile, figure, accent. */
const palettes = [
  ['#0b1b3f', '#c7d2e5', '#06b6d4'],
  ['#2563eb', '#eff6ff', '#0b1b3f'],
  ['#0891b2', '#ecfeff', '#0b1b3f'],
  ['#1a3470', '#67e8f9', '#2563eb'],
  ['#dbeafe', '#1d4ed8', '#06b6d4'],
  ['#112654', '#ffffff', '#67e8f9'],
] as const;

/** A background motif per style, so no two neighbouring avatars look alike. */
function Motif({ variant, color }: { variant: number; color: string }) {
  switch (variant % 6) {
    case 0:
      return <circle cx="84" cy="14" r="30" fill={color} opacity="0.55" />;
    case 1:
      return <path d="M0 60L60 0h28L0 88z" fill={color} opacity="0.25" />;
    case 2:
      return <path d="M96 0v56L56 0z" fill={color} opacity="0.3" />;
    case 3:
      return (
        <g fill="none" stroke={color} strokeWidth="4" opacity="0.6">
          <circle cx="12" cy="12" r="14" />
          <circle cx="12" cy="12" r="26" />
        </g>
      );
    case 4:
      return <rect x="62" y="6" width="26" height="26" rx="4" transform="rotate(45 75 19)" fill={color} opacity="0.6" />;
    default:
      return <path d="M0 0h34L0 34z" fill={color} opacity="0.7" />;
  }
}

/**
 * An original geometric avatar for a team role: a figure built from a circle and an arch on a
 * coloured tile. Decorative: the role's name is written beside it.
 */
export function RoleAvatar({ variant }: { variant: number }) {
  const [tile, figure, accent] = palettes[variant % palettes.length]!;
  const tileId = useId();
  return (
    <svg viewBox="0 0 96 96" width="96" height="96" aria-hidden="true" focusable="false">
      <clipPath id={tileId}>
        <rect width="96" height="96" rx="24" />
      </clipPath>
      <g clipPath={`url(#${tileId})`}>
        <rect width="96" height="96" fill={tile} />
        <Motif variant={variant} color={accent} />
        <circle cx="48" cy="40" r="17" fill={figure} />
        <path d="M20 96c0-19 12.5-30 28-30s28 11 28 30z" fill={figure} />
        <circle cx="66" cy="74" r="7" fill={accent} stroke={tile} strokeWidth="3" />
      </g>
    </svg>
  );
}
