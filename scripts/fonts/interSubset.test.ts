import { readFileSync } from 'node:fs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { INTER_FILE, INTER_WEIGHTS, makeInterSubset } from './interSubset.ts';

/** Every source file under src/ whose name matches. */
async function sourceFiles(pattern: RegExp): Promise<string[]> {
  const entries = await readdir('src', { recursive: true, withFileTypes: true });
  return entries.filter((entry) => entry.isFile() && pattern.test(entry.name)).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Numeric weights a style asks for: `font-weight: 650` in CSS, `fontWeight: 700` or `fontWeight="650"` in SVG markup. */
const WEIGHT = /font-?weight\s*[:=]\s*["'{]?\s*(\d{3})(?:\s+(\d{3}))?/gi;

describe('the site font', () => {
  it('is the file `npm run fonts` makes from the installed Fontsource package', async () => {
    expect(Buffer.compare(readFileSync(INTER_FILE), await makeInterSubset())).toBe(0);
  }, 20_000);

  it('declares the weight range it was made with', () => {
    const fontFace = readFileSync('src/styles/fonts.css', 'utf8');
    expect(fontFace).toContain(`font-weight: ${INTER_WEIGHTS.min} ${INTER_WEIGHTS.max};`);
    expect(fontFace).toContain(`url('./fonts/${path.basename(INTER_FILE)}')`);
  });

  it('covers every numeric weight the styles and drawings ask for', async () => {
    const asked = new Map<number, string>();
    for (const file of await sourceFiles(/\.(css|tsx)$/)) {
      for (const match of readFileSync(file, 'utf8').matchAll(WEIGHT)) {
        for (const weight of match.slice(1).filter(Boolean)) asked.set(Number(weight), file);
      }
    }
    // The scan finds the site's weights (and the font's own range), so it is not looking at nothing.
    expect(asked.size).toBeGreaterThan(5);
    const outside = [...asked].filter(([weight]) => weight < INTER_WEIGHTS.min || weight > INTER_WEIGHTS.max);
    expect(outside).toEqual([]);
  });
});
