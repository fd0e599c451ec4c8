// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Typewriter } from './Typewriter.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const words = ['Cybersecurity', 'Analytics'];

describe('Typewriter', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    // jsdom has no matchMedia: this visitor has not asked for reduced motion.
    window.matchMedia = ((query: string) => ({ matches: false, media: query }) as MediaQueryList) as typeof window.matchMedia;
  });
  afterEach(() => vi.useRealTimers());

  it('stops while paused, showing the whole word it was typing, and goes on when resumed', async () => {
    const container = document.createElement('div');
    const root = createRoot(container);
    const typed = () => container.querySelector('[data-typewriter]')!.textContent;
    await act(async () => root.render(<Typewriter words={words} />));
    expect(typed()).toBe('Cybersecurity');

    // Deleted, and a few letters of the next word typed.
    await act(async () => vi.advanceTimersByTime(3000));
    expect(words).not.toContain(typed());

    await act(async () => root.render(<Typewriter words={words} paused />));
    const shown = typed();
    expect(words).toContain(shown);
    await act(async () => vi.advanceTimersByTime(20_000));
    expect(typed()).toBe(shown);

    await act(async () => root.render(<Typewriter words={words} />));
    // Resumed, it goes on from the whole word: not back to the letters typed when it paused.
    expect(typed()).toBe(shown);
    await act(async () => vi.advanceTimersByTime(2500));
    expect(typed()).not.toBe(shown);
  });
});
