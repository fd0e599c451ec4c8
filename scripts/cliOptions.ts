/**
 * The scripts' command-line options, read by node:util's parseArgs in strict mode: an option a
 * script does not take (a misspelt one, say) stops it, naming those it does; `--port 5000` and
 * `--port=5000` are the same.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

type Options = NonNullable<ParseArgsConfig['options']>;

export function readOptions<const T extends Options>(options: T, { positionals = false, args = process.argv.slice(2) } = {}) {
  try {
    return parseArgs({ args, options, strict: true, allowPositionals: positionals });
  } catch (error) {
    const taken = Object.keys(options).map((name) => `--${name}`);
    throw new Error(`${(error as Error).message.split('. ')[0]}: this script takes ${taken.join(', ') || 'no options'}`);
  }
}

/** The whole number an option gives (the fallback when it is absent); anything else stops the script. */
export function wholeNumber(text: string | undefined, name: string, fallback: number, { min = 0 } = {}): number {
  const value = text === undefined ? fallback : Number(text === '' ? NaN : text);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} takes a whole number of at least ${min}`);
  return value;
}
