/**
 * What public/ may hold. The site serves these files as they are, from its own origin, where the
 * policy lets the site's own scripts run (script-src 'self') and GitHub Pages sends no policy at
 * all: so nothing there may be a script or a page, and an SVG may only draw.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { listFiles } from '../listFiles.ts';
import type { Problem } from './problems.ts';

/** Raster images, SVG, videos, PDFs and fonts. */
const SERVED_KINDS = new Set(['.avif', '.gif', '.ico', '.jpeg', '.jpg', '.png', '.webp', '.svg', '.mp4', '.webm', '.pdf', '.woff2']);

/** What an SVG opened by itself could run or fetch with, each as the browser reads it. */
const SVG_REFUSED: [pattern: RegExp, what: string][] = [
  [/<!ENTITY/i, 'an entity declaration, which can stand for markup'],
  [/<([\w.-]+:)?script[\s/>]/i, 'a <script>'],
  [/<([\w.-]+:)?foreignObject[\s/>]/i, 'a <foreignObject> (HTML inside the SVG)'],
  [/\son[a-z]+\s*=/i, 'an event handler attribute (on…=)'],
  [/\b(href|src)\s*=\s*["']\s*(?!#)/i, 'a reference to another file (only #ids within the SVG)'],
  // A figure may carry its font (an <img> cannot use the page's): a WOFF2 font as data draws, and runs nothing.
  [/url\(\s*["']?\s*(?!#|data:font\/woff2;base64,)/i, 'a url() of another file'],
  [/@import|\\[0-9a-f]/i, 'a CSS @import or escape'],
];

/** The SVG with its numeric character references (`&#106;`) written out, as an XML parser reads them. */
const withCharactersWritten = (svg: string) =>
  svg.replace(/&#(x?)([0-9a-f]+);/gi, (_, hex: string, digits: string) => {
    const code = Number.parseInt(digits, hex ? 16 : 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : '\uFFFD';
  });

/** Each file under public/ that the site must not serve, named with what is wrong. */
export async function checkPublicFiles(root: string): Promise<Problem[]> {
  const publicDir = path.join(root, 'public');
  const files = await listFiles(publicDir).catch(() => []);
  const problems = await Promise.all(
    files.sort().map(async (file): Promise<Problem | undefined> => {
      const problem = (message: string) => ({ file: path.relative(root, file).split(path.sep).join('/'), field: 'file', message });
      const kind = path.extname(file).toLowerCase();
      if (!SERVED_KINDS.has(kind)) {
        return problem('is not a kind of file the site serves from public/ (images, SVG, MP4 or WebM video, PDF, WOFF2 font): remove it');
      }
      if (kind !== '.svg') return undefined;
      const svg = withCharactersWritten(await readFile(file, 'utf8'));
      const refused = SVG_REFUSED.find(([pattern]) => pattern.test(svg));
      return refused && problem(`holds ${refused[1]}: an SVG here may only draw (see SECURITY.md)`);
    }),
  );
  return problems.filter((found) => found !== undefined);
}
