/** A line of the plain-text tables the benchmarks print: the first cell left-aligned, the others right-aligned, two spaces apart. */
export const tableRow = (widths: number[], cells: string[]) =>
  cells.map((cell, index) => (index === 0 ? cell.padEnd(widths[0]!) : cell.padStart(widths[index]!))).join('  ');
