/** Server side of body loading: the pre-renderer reads bodies straight from the generated index. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ContentKind } from './types.ts';

/** Synchronous on purpose: the body is then part of the first render pass, never streamed in later. */
export function readBodySync(kind: ContentKind, slug: string): string {
  return readFileSync(path.join(process.cwd(), 'src/content/generated/bodies', kind, `${slug}.html`), 'utf8');
}
