// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Marquee } from './Marquee.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const items = ['#One', '#Two', '#Three'].map((tag) => <a href={`/${tag.slice(1)}`}>{tag}</a>);

describe('Marquee', () => {
  it('renders its items twice, the copy hidden from assistive technology and the tab order', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Marquee items={items} label="the tags" durationSeconds={30} />);
    const [original, copy] = container.querySelectorAll('ul');
    expect(original?.textContent).toBe('#One#Two#Three');
    expect(copy?.textContent).toBe('#One#Two#Three');
    expect(original?.hasAttribute('aria-hidden')).toBe(false);
    expect(copy?.getAttribute('aria-hidden')).toBe('true');
    expect(copy?.hasAttribute('inert')).toBe(true);
  });

  it('has a pause button that reports whether the strip is paused', async () => {
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Marquee items={items} label="the tags" durationSeconds={30} />));
    const toggle = container.querySelector('button')!;
    expect(toggle.textContent).toBe('Pause the tags');
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    await act(async () => toggle.click());
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
  });
});
