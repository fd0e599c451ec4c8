/** Server side of content loading: the pre-renderer reads the generated files from disk. */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { bodyFile, dataFile, GENERATED_DIR } from './generatedFiles.ts';
import type { ServerContentReader } from './resources.ts';

const GENERATED = path.join(process.cwd(), GENERATED_DIR);

/** Synchronous on purpose: the content is then part of the first render pass, never streamed in later. */
export const serverContentReader: ServerContentReader = {
  readBody: (kind, slug) => JSON.parse(readFileSync(bodyFile(GENERATED, kind, slug), 'utf8')) as string,
  readData: (key) => {
    const file = dataFile(GENERATED, key);
    return existsSync(file) ? readFileSync(file, 'utf8') : null;
  },
};
