/** Server side of content loading: the pre-renderer reads the generated files from disk. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ServerContentReader } from './resources.ts';

const GENERATED = path.join(process.cwd(), 'src/content/generated');

/** Synchronous on purpose: the content is then part of the first render pass, never streamed in later. */
export const serverContentReader: ServerContentReader = {
  readBody: (kind, slug) => readFileSync(path.join(GENERATED, 'bodies', kind, `${slug}.html`), 'utf8'),
  readData: (key) => {
    const file = path.join(GENERATED, 'data', `${key}.json`);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  },
};
