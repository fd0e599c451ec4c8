/** Turns the artwork template into files: SVG (text as paths) for heroes, PNG for social cards. */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { Resvg } from '@resvg/resvg-js';
import satori from 'satori';
import { artwork, SIZES, type ArtworkInput, type ArtworkKind } from './artwork.tsx';

const require = createRequire(import.meta.url);

type Fonts = Parameters<typeof satori>[1]['fonts'];
let fonts: Promise<Fonts> | undefined;

/** Inter, the site's face, in the two weights the template uses (satori reads WOFF, not WOFF2). */
function loadFonts(): Promise<Fonts> {
  fonts ??= Promise.all(
    ([500, 700] as const).map(async (weight) => ({
      name: 'Inter',
      weight,
      style: 'normal' as const,
      data: await readFile(require.resolve(`@fontsource/inter/files/inter-latin-${weight}-normal.woff`)),
    })),
  );
  return fonts;
}

export async function renderSvg(kind: ArtworkKind, input: ArtworkInput): Promise<string> {
  return satori(artwork(kind, input), { ...SIZES[kind], fonts: await loadFonts() });
}

export async function renderPng(kind: ArtworkKind, input: ArtworkInput): Promise<Buffer> {
  const svg = await renderSvg(kind, input);
  return new Resvg(svg, { fitTo: { mode: 'width', value: SIZES[kind].width } }).render().asPng();
}
