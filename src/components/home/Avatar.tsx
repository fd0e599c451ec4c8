const palettes = [
  ['#2563eb', '#06b6d4'],
  ['#0b1b3f', '#2563eb'],
  ['#1d4ed8', '#67e8f9'],
  ['#1a3470', '#06b6d4'],
] as const;

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .map((part) => part[0] ?? '')
    .join('')
    .replace(/[^A-Za-z]/g, '')
    .slice(0, 2)
    .toUpperCase();

/** An original avatar: initials over a geometric tile, coloured by the person's place in the list. */
export function Avatar({ name, index }: { name: string; index: number }) {
  const [base, accent] = palettes[index % palettes.length]!;
  return (
    <svg viewBox="0 0 56 56" width="56" height="56" aria-hidden="true">
      <rect width="56" height="56" rx="28" fill={base} />
      <path d="M56 30v-2A28 28 0 0 0 30 0h-2z" fill={accent} opacity="0.85" />
      <circle cx="10" cy="46" r="6" fill={accent} opacity="0.5" />
      <text x="28" y="35" textAnchor="middle" fontSize="19" fontWeight="700" fill="#fff" fontFamily="inherit">
        {initialsOf(name)}
      </text>
    </svg>
  );
}
