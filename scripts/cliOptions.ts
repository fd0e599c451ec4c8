/** The scripts' `--name value` command-line options, read one way everywhere. */

/** The value after `--name`, or undefined when the option is absent. */
export function stringOption(name: string): string | undefined {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? '') : undefined;
}

/** `--name N`, a whole number (the fallback when absent); anything else stops the script. */
export function numberOption(name: string, fallback: number, { min = 0 } = {}): number {
  const text = stringOption(name);
  const value = text === undefined ? fallback : Number(text === '' ? NaN : text);
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} takes a whole number of at least ${min}`);
  return value;
}
