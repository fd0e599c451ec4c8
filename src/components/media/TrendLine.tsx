/** A drawing's trend: a thick cyan line through the points, ending on a white dot where it stands now. */
export function TrendLine({ points, dot = 6 }: { points: readonly [number, number][]; dot?: number }) {
  const [x, y] = points[points.length - 1]!;
  return (
    <>
      <polyline
        points={points.map((point) => point.join(',')).join(' ')}
        fill="none"
        stroke="#06b6d4"
        strokeWidth="4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={x} cy={y} r={dot} fill="#fff" />
    </>
  );
}
