/**
 * The one font file the site serves: Inter's variable Latin subset from @fontsource-variable,
 * with its weight axis narrowed to the weights the site's styles use. The full 100–900 axis
 * carries variation data no page needs; narrowing it to 400–800 makes the file a quarter smaller
 * (48 KB to 35 KB), and every page preloads it ahead of its scripts. Glyphs, characters and layout
 * features stay Fontsource's.
 *
 * `npm run fonts` writes the file; a test checks that the committed file is what this makes, and
 * that no style asks for a weight outside the axis.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

/** The weights the site's styles use: 400 for body text up to 800 for the boldest headings. */
export const INTER_WEIGHTS = { min: 400, max: 800 } as const;

/** The file fonts.css and the layout's preload link point to. */
export const INTER_FILE = fileURLToPath(new URL('../../src/styles/fonts/inter-latin-wght-400-800.woff2', import.meta.url));

const INTER_SOURCE = createRequire(import.meta.url).resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');

/** Makes the file's bytes (HarfBuzz's instancer, in WebAssembly: the same bytes every time). */
export async function makeInterSubset(): Promise<Buffer> {
  return subsetFont(await readFile(INTER_SOURCE), undefined, {
    targetFormat: 'woff2',
    keepAllGlyphs: true,
    variationAxes: { wght: { ...INTER_WEIGHTS } },
    // The name table's licence description (13) and address (14), which the subsetter drops by
    // default: the OFL asks that the font carry its licence (the copyright notice is kept anyway).
    preserveNameIds: [13, 14],
  });
}
