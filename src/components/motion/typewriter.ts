/** The typewriter's timing (spec: natural typing 120–160 ms a character, deleting 40–80 ms, pause 1500 ms). */
export const typewriterTiming = {
  typeMs: [120, 160],
  deleteMs: [40, 80],
  pauseMs: 1500,
} as const;

export interface TypewriterState {
  wordIndex: number;
  /** How many characters of the current word are shown. */
  length: number;
  deleting: boolean;
}

/** The pre-rendered state: the first word in full, about to pause and then be deleted. */
export const initialTypewriterState: TypewriterState = { wordIndex: 0, length: Number.POSITIVE_INFINITY, deleting: true };

const between = ([low, high]: readonly [number, number], random: () => number) => Math.round(low + (high - low) * random());

/**
 * One keystroke: returns the next state and how long to wait before the keystroke after it.
 * A fully typed word waits for the pause before deleting starts; an emptied word moves on to
 * the next one, looping back to the first.
 */
export function typewriterStep(
  state: TypewriterState,
  words: readonly string[],
  random: () => number = Math.random,
): { state: TypewriterState; delayMs: number } {
  const word = words[state.wordIndex] ?? '';
  if (state.deleting) {
    const length = Math.min(state.length, word.length) - 1;
    if (length <= 0) {
      return {
        state: { wordIndex: (state.wordIndex + 1) % words.length, length: 0, deleting: false },
        delayMs: between(typewriterTiming.typeMs, random),
      };
    }
    return { state: { ...state, length }, delayMs: between(typewriterTiming.deleteMs, random) };
  }
  const length = state.length + 1;
  if (length >= word.length) return { state: { ...state, length: word.length, deleting: true }, delayMs: typewriterTiming.pauseMs };
  return { state: { ...state, length }, delayMs: between(typewriterTiming.typeMs, random) };
}

/** The visible text of a state. */
export const typedText = (state: TypewriterState, words: readonly string[]) => (words[state.wordIndex] ?? '').slice(0, state.length);

/** "A, B and C": what screen readers hear instead of the letter-by-letter churn. */
export function spokenList(words: readonly string[]): string {
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`;
}
