/** `npm run fonts`: writes the site's font file (see scripts/fonts/interSubset.ts). */
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { INTER_FILE, makeInterSubset } from './fonts/interSubset.ts';

const font = await makeInterSubset();
await mkdir(path.dirname(INTER_FILE), { recursive: true });
await writeFile(INTER_FILE, font);
console.log(`fonts: ${path.relative(process.cwd(), INTER_FILE)} (${(font.length / 1024).toFixed(1)} KB)`);
