/** `--name N` from the command line, a whole number (the fallback when absent); anything else stops the script. */
export function numberOption(name: string, fallback: number, { min = 0 } = {}): number {
  const index = process.argv.indexOf(`--${name}`);
  const value = index >= 0 ? Number(process.argv[index + 1]) : fallback;
  if (!Number.isInteger(value) || value < min) throw new Error(`--${name} takes a whole number of at least ${min}`);
  return value;
}
