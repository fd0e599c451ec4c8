import { useEffect, useState } from 'react';
import { prefersReducedMotion } from './reducedMotion.ts';
import styles from './Typewriter.module.css';
import { initialTypewriterState, spokenList, typedText, typewriterStep, typewriterTiming } from './typewriter.ts';

/**
 * Types, deletes and retypes a list of words. The pre-rendered HTML (and reduced motion) shows
 * the first word in full; assistive technology gets the whole list once, never the keystrokes.
 */
export function Typewriter({ words }: { words: readonly string[] }) {
  const [state, setState] = useState(initialTypewriterState);

  useEffect(() => {
    if (words.length < 2 || prefersReducedMotion()) return;
    let current = initialTypewriterState;
    let timer: ReturnType<typeof setTimeout>;
    const tick = () => {
      const next = typewriterStep(current, words);
      current = next.state;
      setState(current);
      timer = setTimeout(tick, next.delayMs);
    };
    timer = setTimeout(tick, typewriterTiming.pauseMs);
    return () => clearTimeout(timer);
  }, [words]);

  return (
    <>
      <span className="visually-hidden">{spokenList(words)}</span>
      <span className={styles.typed} aria-hidden="true" data-typewriter="">
        {typedText(state, words)}
        <span className={styles.caret} />
      </span>
    </>
  );
}
