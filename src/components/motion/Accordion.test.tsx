// @vitest-environment jsdom
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { Accordion } from './Accordion.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const items = ['one', 'two', 'three'].map((id) => ({ id, title: `Question ${id}`, content: <p>Answer {id}</p> }));

async function render() {
  const container = document.createElement('div');
  document.body.append(container);
  await act(async () => createRoot(container).render(<Accordion items={items} />));
  const buttons = [...container.querySelectorAll('button')];
  const expanded = () => buttons.map((button) => button.getAttribute('aria-expanded'));
  const click = (index: number) => act(async () => buttons[index]!.click());
  return { container, buttons, expanded, click };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('Accordion', () => {
  it('pre-renders with the first item open', () => {
    const html = renderToString(<Accordion items={items} />);
    expect(html.match(/aria-expanded="(true|false)"/g)).toEqual(['aria-expanded="true"', 'aria-expanded="false"', 'aria-expanded="false"']);
  });

  it('ties each button to its panel and the panel back to its button', async () => {
    const { container, buttons } = await render();
    for (const button of buttons) {
      const panel = container.querySelector(`#${button.getAttribute('aria-controls')}`);
      // A <section> with an accessible name is a region landmark without an explicit role.
      expect(panel?.tagName).toBe('SECTION');
      expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
    }
  });

  it('keeps one item open at a time: opening another closes the first', async () => {
    const { expanded, click } = await render();
    expect(expanded()).toEqual(['true', 'false', 'false']);
    await click(2);
    expect(expanded()).toEqual(['false', 'false', 'true']);
    await click(1);
    expect(expanded()).toEqual(['false', 'true', 'false']);
  });

  it('closes the open item when it is clicked again, leaving all closed', async () => {
    const { expanded, click } = await render();
    await click(0);
    expect(expanded()).toEqual(['false', 'false', 'false']);
    await click(0);
    expect(expanded()).toEqual(['true', 'false', 'false']);
  });
});
