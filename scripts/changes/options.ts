/** `npm run changes`' options, read strictly: a misspelt option stops the command rather than being ignored. */
import { parseArgs } from 'node:util';

export const USAGE =
  'npm run changes -- --base <git ref | built folder> [--head <built folder>] [--out reports/changes] [--screenshot-limit 12]';

export interface ChangesOptions {
  /** A git ref to build, or a folder already built. */
  base: string;
  /** A folder already built; without it, the working tree is built. */
  head: string | undefined;
  out: string;
  /** How many pages get screenshots in one run: each costs seconds, and a stylesheet change may touch every page. */
  screenshotLimit: number;
}

export function readOptions(args: string[]): ChangesOptions {
  const { values } = parseArgs({
    args,
    strict: true,
    allowPositionals: false,
    options: {
      base: { type: 'string' },
      head: { type: 'string' },
      out: { type: 'string', default: 'reports/changes' },
      'screenshot-limit': { type: 'string', default: '12' },
    },
  });
  if (!values.base) throw new Error('--base is required: a git ref (origin/main) or a built site’s folder');
  const screenshotLimit = Number(values['screenshot-limit']);
  if (!Number.isInteger(screenshotLimit) || screenshotLimit < 0) throw new Error('--screenshot-limit takes a whole number, 0 or more');
  return { base: values.base, head: values.head, out: values.out, screenshotLimit };
}
