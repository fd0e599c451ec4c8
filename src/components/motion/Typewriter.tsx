import { useEffect, useState } from 'react';
import { prefersReducedMotion } from './reducedMotion.ts';
import styles from './Typewriter.module.css';
import { initialTypewriterState, spokenList, typedText, typewriterStep, typewriterTiming, type TypewriterState } from './typewriter.ts';

/**
 * Types, deletes and retypes a list of words. The pre-rendered HTML shows the first word in full;
 * with reduced motion the whole list stands still instead, so no word stands for all of them;
 * assistive technology gets the whole list once, never the keystrokes.
 * Paused (WCAG 2.2.2: motion that lasts must be stoppable), it shows the current word in full and
 * its caret stops blinking; resumed, it goes on from that word.
 */
export function Typewriter({ words, paused = false }: { words: readonly string[]; paused?: boolean }) {
  const [state, setState] = useState(initialTypewriterState);
  // Paused, the word shows in full, and resuming goes on from there: not back to the letters typed
  // when it paused, which showed again for the 1.5 s before the first keystroke.
  if (paused && (state.length !== Number.POSITIVE_INFINITY || !state.deleting)) {
    setState({ ...state, length: Number.POSITIVE_INFINITY, deleting: true });
  }

  useEffect(() => {
    if (paused || words.length < 2 || prefersReducedMotion()) return;
    let current: TypewriterState = state;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const next = typewriterStep(current, words);
      current = next.state;
      setState(current);
      timer = setTimeout(tick, next.delayMs);
    };
    timer = setTimeout(tick, typewriterTiming.pauseMs);
    return () => clearTimeout(timer);
    // Only a pause or new words restart the loop; `state` is read once, to resume from its word.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [paused, words]);

  return (
    <>
      <span className="visually-hidden">{spokenList(words)}</span>
      <span className={styles.still} aria-hidden="true" data-typewriter-still="">
        {spokenList(words)}
      </span>
      <span className={styles.typed} aria-hidden="true" data-typewriter="">
        {typedText(state, words)}
        <span className={paused ? `${styles.caret} ${styles.stopped}` : styles.caret} />
      </span>
    </>
  );
}
