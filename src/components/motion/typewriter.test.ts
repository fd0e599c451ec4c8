import { describe, expect, it } from 'vitest';
import { initialTypewriterState, spokenList, typedText, typewriterStep, typewriterTiming, type TypewriterState } from './typewriter.ts';

const words = ['Cybersecurity', 'App Development', 'Analytics'];

/** Runs the typewriter for `steps` keystrokes, recording what is shown and each wait. */
function run(steps: number, random: () => number) {
  let state: TypewriterState = initialTypewriterState;
  const frames: { text: string; delayMs: number }[] = [];
  for (let step = 0; step < steps; step += 1) {
    const next = typewriterStep(state, words, random);
    state = next.state;
    frames.push({ text: typedText(state, words), delayMs: next.delayMs });
  }
  return frames;
}

describe('typewriterStep', () => {
  it('starts from the first word in full, as the pre-rendered page shows it', () => {
    expect(typedText(initialTypewriterState, words)).toBe('Cybersecurity');
  });

  it('deletes the word, types the next one letter by letter, then pauses before deleting again', () => {
    const texts = run(13 + 15, () => 0.5).map((frame) => frame.text);
    expect(texts.slice(0, 13)).toEqual([
      'Cybersecurit',
      'Cybersecuri',
      'Cybersecur',
      'Cybersecu',
      'Cybersec',
      'Cyberse',
      'Cybers',
      'Cyber',
      'Cybe',
      'Cyb',
      'Cy',
      'C',
      '',
    ]);
    expect(texts.slice(13, 16)).toEqual(['A', 'Ap', 'App']);
    expect(texts[27]).toBe('App Development');
  });

  it('waits 40–80 ms per deletion, 120–160 ms per typed letter and 1500 ms on a finished word', () => {
    for (const random of [() => 0, () => 0.999, () => 0.37]) {
      let previous = 'Cybersecurity';
      for (const { text, delayMs } of run(60, random)) {
        const finishedWord = words.includes(text) && text.length > previous.length;
        const deleted = text.length < previous.length && text !== '';
        const [low, high] = finishedWord ? [1500, 1500] : deleted ? typewriterTiming.deleteMs : typewriterTiming.typeMs;
        expect(delayMs).toBeGreaterThanOrEqual(low);
        expect(delayMs).toBeLessThanOrEqual(high);
        previous = text;
      }
    }
  });

  it('loops back to the first word after the last', () => {
    const texts = run(200, () => 0.5).map((frame) => frame.text);
    for (const word of words) expect(texts).toContain(word);
    expect(texts.slice(texts.indexOf('Analytics'))).toContain('Cy');
  });
});

describe('spokenList', () => {
  it('reads the words as one phrase', () => {
    expect(spokenList(words)).toBe('Cybersecurity, App Development and Analytics');
    expect(spokenList(['Analytics'])).toBe('Analytics');
  });
});
