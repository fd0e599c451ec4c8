/**
 * Numbers that look random but follow from a text (an article's slug): each cover is composed
 * differently, and the same on every build, so its address and the copies hosts keep stay right.
 */
export type Random = ReturnType<typeof randomFrom>;

/** FNV-1a of the text, then mulberry32: small, fast and well spread for short seeds. */
export function randomFrom(text: string) {
  let state = 2166136261;
  for (const char of text) state = Math.imul(state ^ char.charCodeAt(0), 16777619);
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4294967296;
  };
  /** A number in [min, max). */
  const between = (min: number, max: number) => min + next() * (max - min);
  return {
    between,
    /** A whole number from min to max, both included. */
    int: (min: number, max: number) => Math.floor(between(min, max + 1)),
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
  };
}
