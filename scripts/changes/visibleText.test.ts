import { describe, expect, it } from 'vitest';
import { visibleText } from './visibleText.ts';

describe('visibleText', () => {
  it('gives the title, the description and a line per block of the body', () => {
    const html = `<!doctype html><html><head><title>Guide | ITAH</title><meta name="description" content="A short guide.">
      <style>p{color:red}</style></head><body><h1>Guide</h1><p>First  <em>paragraph</em>.</p><ul><li>One</li><li>Two</li></ul></body></html>`;
    expect(visibleText(html)).toEqual(['Title: Guide | ITAH', 'Description: A short guide.', 'Guide', 'First paragraph.', 'One', 'Two']);
  });

  it('leaves out scripts, page data and what shows only without scripts', () => {
    const html = `<html><body><p>Shown</p><script>var hidden = 1;</script><script type="application/json">{"a":1}</script>
      <noscript><p>Turn on scripts</p></noscript></body></html>`;
    expect(visibleText(html)).toEqual(['Shown']);
  });
});
