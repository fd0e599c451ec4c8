/** How long a counter takes to climb from its start to its target. */
export const countUpDurationMs = 2000;

/** Fast at first, gentle at the end, so the final digits settle rather than stop dead. */
const easeOutCubic = (progress: number) => 1 - (1 - progress) ** 3;

/** The whole number a counter shows at `progress` (0–1, clamped) of its climb from `from` to `to`. */
export function countAt(from: number, to: number, progress: number): number {
  const clamped = Math.min(1, Math.max(0, progress));
  return Math.round(from + (to - from) * easeOutCubic(clamped));
}
