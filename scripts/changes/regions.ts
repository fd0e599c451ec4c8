/** Boxes around the changed parts of a screenshot, so that a reviewer's eye finds a one-word change. */

export interface Region {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** Cells of this many pixels a side hold a change or not; changes a cell or two apart share a box. */
const CELL = 32;
const JOIN = 2;

/** The boxes around the set pixels of a mask (one byte a pixel, row by row), nearby changes together. */
export function changedRegions(mask: Uint8Array, width: number, height: number): Region[] {
  const columns = Math.ceil(width / CELL);
  const rows = Math.ceil(height / CELL);
  const marked = new Uint8Array(columns * rows);
  for (let y = 0; y < height; y++) {
    const row = Math.floor(y / CELL) * columns;
    for (let x = 0; x < width; x++) if (mask[y * width + x]) marked[row + Math.floor(x / CELL)] = 1;
  }
  const regions: Region[] = [];
  for (let start = 0; start < marked.length; start++) {
    if (marked[start] !== 1) continue;
    // Gathers the cells of one group, marking each as taken (2) once reached.
    let [left, top, right, bottom] = [columns, rows, 0, 0];
    const pending = [start];
    marked[start] = 2;
    while (pending.length > 0) {
      const cell = pending.pop()!;
      const [column, row] = [cell % columns, Math.floor(cell / columns)];
      [left, top, right, bottom] = [Math.min(left, column), Math.min(top, row), Math.max(right, column), Math.max(bottom, row)];
      for (let near = Math.max(0, row - JOIN); near <= Math.min(rows - 1, row + JOIN); near++) {
        for (let across = Math.max(0, column - JOIN); across <= Math.min(columns - 1, column + JOIN); across++) {
          const neighbour = near * columns + across;
          if (marked[neighbour] === 1) {
            marked[neighbour] = 2;
            pending.push(neighbour);
          }
        }
      }
    }
    const [x, y] = [left * CELL, top * CELL];
    regions.push({ x, y, width: Math.min(width, (right + 1) * CELL) - x, height: Math.min(height, (bottom + 1) * CELL) - y });
  }
  return regions;
}
