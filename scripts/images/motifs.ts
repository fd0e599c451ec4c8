/**
 * The motif of each blog category, drawn as an isometric scene (iso.ts) whose counts, heights and
 * accents follow the article's slug: the category shows at a glance, and no two covers are alike.
 */
import type { Box, Decal, Scene } from './iso.ts';
import { shade } from './palette.ts';
import type { Random } from './random.ts';

export interface MotifContext {
  scene: Scene;
  random: Random;
  /** The category's colour, for the motif's body. */
  color: string;
  /** The brand colour set off against it, for one or two highlights. */
  accent: string;
}

/** Indexes 0 … count - 1 in a random order: distinct cells for blocks, stacks, highlights. */
const shuffled = (random: Random, count: number) =>
  Array.from({ length: count }, (_, index) => index)
    .map((index) => ({ index, key: random.between(0, 1) }))
    .sort((a, b) => a.key - b.key)
    .map(({ index }) => index);

/** A floor of tiles, some raised, and a padlock standing on it: security. */
function lattice({ scene, random, color, accent }: MotifContext) {
  const [columns, rows] = [random.int(3, 6), random.int(3, 5)];
  const pitch = 1.25;
  const density = random.between(0.15, 0.35);
  const [lockX, lockY] = [random.int(0, columns - 2), random.int(1, rows - 1)];
  for (let x = 0; x < columns; x += 1)
    for (let y = 0; y < rows; y += 1) {
      const underLock = y === lockY && (x === lockX || x === lockX + 1);
      const raised = !underLock && random.chance(density);
      const lit = raised && random.chance(0.2);
      const h = raised ? random.pick([0.6, 1, 1.5]) : 0.25;
      scene.box({ x: x * pitch, y: y * pitch, z: 0, w: 1, d: 1, h, color: lit ? accent : raised ? color : shade(color, -0.62) });
    }
  // The lock stands on the two flat tiles left for it, its keyhole in the accent.
  const keyhole = 'M1.125 0.45a0.26 0.26 0 0 1 0.14 0.48l0.09 0.45h-0.46l0.09-0.45a0.26 0.26 0 0 1 0.14-0.48z';
  const body: Box = {
    x: lockX * pitch,
    y: lockY * pitch,
    z: 0.25,
    w: 2.25,
    d: 1,
    h: 1.7,
    color,
    decals: [{ face: 'left', fill: accent, d: keyhole }],
  };
  // The shackle stands in the lock's middle plane, rising from its top.
  scene.box({
    x: body.x,
    y: body.y + 0.5,
    z: body.z + body.h,
    w: body.w,
    d: 0,
    h: 1.1,
    decals: [{ face: 'left', fill: shade(color, 0.55), d: 'M0.5 1.1V0.62a0.62 0.62 0 0 1 1.24 0V1.1', stroke: 0.28 }],
  });
  scene.box(body);
}

/** Stacks of containers on a cluster's pad, lying along one axis or the other: cloud native. */
function cluster({ scene, random, color, accent }: MotifContext) {
  const [columns, rows] = [random.int(2, 4), random.int(2, 3)];
  const lengthwise = random.chance(0.5);
  const [w, d, pitchX, pitchY] = lengthwise ? [2, 1.4, 2.3, 1.7] : [1.4, 2, 1.7, 2.3];
  scene.box({ x: 0, y: 0, z: 0, w: columns * pitchX + 0.3, d: rows * pitchY + 0.3, h: 0.3, color: shade(color, -0.6) });
  const heights = Array.from({ length: columns * rows }, (_, cell) => (cell === 0 ? random.int(2, 3) : random.int(0, 3)));
  const accentCell = random.pick(heights.flatMap((height, cell) => (height > 0 ? [cell] : [])));
  const ribs = (length: number) =>
    Array.from({ length: Math.floor(length / 0.3) - 1 }, (_, index) => `M${(index + 1) * 0.3} 0.18v0.5`).join('');
  heights.forEach((height, cell) => {
    for (let level = 0; level < height; level += 1) {
      const body = level === height - 1 && cell === accentCell ? accent : color;
      scene.box({
        x: 0.3 + (cell % columns) * pitchX,
        y: 0.3 + Math.floor(cell / columns) * pitchY,
        z: 0.3 + level * 0.9,
        w,
        d,
        h: 0.84,
        color: body,
        decals: [
          { face: 'left', fill: shade(body, -0.3), d: ribs(w), stroke: 0.07 },
          { face: 'right', fill: shade(body, -0.6), d: ribs(d), stroke: 0.07 },
        ],
      });
    }
  });
}

/** Floating platform layers, square or oblong, joined by posts, services on the top one: information technology. */
function layers({ scene, random, color, accent }: MotifContext) {
  const [count, thickness, gap] = [random.int(2, 4), 0.4, random.between(1.1, 1.5)];
  const [width, depth] = random.pick([
    [6, 6],
    [6.6, 4.6],
    [4.6, 6.6],
  ] as const);
  // Each layer narrower than the one below, or not; the top one keeps room for its services.
  const taper = Math.min(random.pick([0, 0.5, 0.8]), (Math.min(width, depth) - 4) / Math.max(count - 1, 1));
  const accentLayer = random.int(0, count - 1);
  /** A layer's place on the floor plan: each is centred over the one below. */
  const planOf = (layer: number) => {
    const [w, d] = [width - layer * taper, depth - layer * taper];
    return { x: (width - w) / 2, y: (depth - d) / 2, w, d };
  };
  for (let layer = 0; layer < count; layer += 1) {
    const [z, { x, y, w, d }] = [layer * (thickness + gap), planOf(layer)];
    const body = layer === accentLayer ? accent : layer % 2 === 0 ? color : shade(color, -0.2);
    const traces = `M0.6 ${d / 2}H${w - 0.6}M${w / 2} 0.6V${d - 0.6}`;
    scene.box({ x, y, z, w, d, h: thickness, color: body, decals: [{ face: 'top', fill: shade(body, -0.25), d: traces, stroke: 0.08 }] });
    if (layer === count - 1) {
      const [pitchX, pitchY] = [(w - 1) / 2, (d - 1) / 2];
      for (const cell of shuffled(random, 4).slice(0, random.int(1, 3)))
        scene.box({
          x: x + 0.45 + (cell % 2) * pitchX,
          y: y + 0.45 + Math.floor(cell / 2) * pitchY,
          z: z + thickness,
          w: pitchX - 0.6,
          d: pitchY - 0.6,
          h: random.pick([0.6, 1.1, 1.7]),
          color,
        });
      break;
    }
    // Posts under the corners of the smaller layer above.
    const above = planOf(layer + 1);
    for (const postY of [above.y + 0.4, above.y + above.d - 0.6])
      for (const postX of [above.x + 0.4, above.x + above.w - 0.6])
        scene.box({ x: postX, y: postY, z: z + thickness, w: 0.2, d: 0.2, h: gap, color: shade(color, 0.3) });
  }
}

/** How a chart's bars rise from one side of its base to the other (0 to 1 across it). */
const TRENDS = [(at: number) => at, (at: number) => 1 - Math.abs(2 * at - 1), (at: number) => 0.5 - 0.5 * Math.cos(at * 2 * Math.PI)];

/** A bar chart on its base, rising, peaking or dipping from one end to the other: data and analytics. */
function chart({ scene, random, color, accent }: MotifContext) {
  const [columns, rows, pitch] = [random.int(4, 6), random.int(2, 3), 1.3];
  const [width, trend] = [0.86, random.pick(TRENDS)];
  scene.box({ x: 0, y: 0, z: 0, w: columns * pitch + 0.3, d: rows * pitch + 0.3, h: 0.3, color: shade(color, -0.6) });
  const bars = Array.from({ length: columns * rows }, (_, cell) => {
    const [column, row] = [cell % columns, Math.floor(cell / columns)];
    return { column, row, h: 0.6 + trend(column / (columns - 1)) * random.between(2.4, 3.6) + random.between(0, 0.8) };
  });
  const tallest = bars.reduce((best, bar) => (bar.h > best.h ? bar : best));
  for (const bar of bars)
    scene.box({
      x: 0.3 + (pitch - width) / 2 + bar.column * pitch,
      y: 0.3 + (pitch - width) / 2 + bar.row * pitch,
      z: 0.3,
      w: width,
      d: width,
      h: bar.h,
      color: bar === tallest ? accent : color,
    });
}

/**
 * What one screen shows, seeded: lines of code, a bar chart or a grid of cards, some marks lit in
 * the accent; lines are stroked, the others filled. Coordinates on the screen's face, y downwards.
 */
function paneMarks(random: Random, w: number, h: number): { marks: { d: string; lit: boolean }[]; stroke?: number } {
  const f = (value: number) => value.toFixed(2);
  const kind = random.pick(['code', 'chart', 'cards'] as const);
  if (kind === 'chart') {
    const bars = Array.from({ length: Math.floor((w - 0.6) / 0.45) }, () => random.between(0.3, h - 1.25));
    return {
      marks: bars.map((height, index) => ({
        d: `M${f(0.4 + index * 0.45)} ${f(h - 0.35)}v${f(-height)}h0.25v${f(height)}z`,
        lit: random.chance(0.2),
      })),
    };
  }
  if (kind === 'cards') {
    const [columns, rows] = [w > 3 ? 3 : 2, Math.max(1, Math.floor((h - 0.75) / 0.85))];
    const [cardW, cardH] = [(w - 0.55 - (columns - 1) * 0.15) / columns, 0.7];
    return {
      marks: Array.from({ length: columns * rows }, (_, cell) => ({
        d: `M${f(0.35 + (cell % columns) * (cardW + 0.15))} ${f(0.65 + Math.floor(cell / columns) * 0.85)}h${f(cardW)}v${cardH}h${f(-cardW)}z`,
        lit: random.chance(0.25),
      })),
    };
  }
  const marks = Array.from({ length: Math.floor((h - 0.9) / 0.34) }, (_, row) => {
    const indent = 0.35 + random.int(0, 2) * 0.3;
    const length = Math.min(w - 0.35 - indent, random.between(0.4, w * 0.55));
    return { d: `M${f(indent)} ${f(0.8 + row * 0.34)}h${f(length)}`, lit: random.chance(0.2) };
  });
  return { marks, stroke: 0.12 };
}

/** Standing screens, each a bezel round a dark pane of code, a chart or cards: app development. */
function frames({ scene, random, color, accent }: MotifContext) {
  const sizes = [
    { w: 4.6, h: 3.2 },
    { w: 3.6, h: 2.6 },
    { w: 2.6, h: 3.3 },
    { w: 1.5, h: 2.8 },
  ];
  const [stepX, stepY] = [random.between(-0.6, 1.8), random.between(1.6, 2.4)];
  shuffled(random, sizes.length)
    .slice(0, random.int(2, 3))
    .forEach((size, index) => {
      const { w, h } = sizes[size]!;
      const { marks, stroke } = paneMarks(random, w, h);
      const shown = (lit: boolean) => marks.flatMap((mark) => (mark.lit === lit ? [mark.d] : [])).join('');
      scene.box({
        x: index * stepX,
        y: index * stepY,
        z: random.between(0, 1),
        w,
        d: 0.3,
        h,
        color,
        decals: (
          [
            { face: 'left', fill: shade(color, -0.8), d: `M0.15 0.15h${w - 0.3}v${h - 0.3}h${-(w - 0.3)}z` },
            { face: 'left', fill: shade(color, 0.3), d: 'M0.35 0.4h0.01M0.6 0.4h0.01M0.85 0.4h0.01', stroke: 0.14 },
            { face: 'left', fill: shade(color, -0.1), d: shown(false), stroke },
            { face: 'left', fill: accent, d: shown(true), stroke },
          ] satisfies Decal[]
        ).filter((decal) => decal.d !== ''),
      });
    });
}

/** A tall block in the accent amid lower ones, a few left out: the hub of the site's own card, and a category without a motif. */
function blocks({ scene, random, color, accent }: MotifContext) {
  const missing = new Set(shuffled(random, 8).slice(0, random.int(1, 3)));
  for (let cell = 0; cell < 9; cell += 1) {
    const ring = cell < 4 ? cell : cell - 1;
    if (cell !== 4 && missing.has(ring)) continue;
    const h = cell === 4 ? random.between(2.4, 3) : random.pick([0.5, 0.9, 1.4]);
    scene.box({ x: (cell % 3) * 1.4, y: Math.floor(cell / 3) * 1.4, z: 0, w: 1.1, d: 1.1, h, color: cell === 4 ? accent : color });
  }
}

export const MOTIFS = { lattice, cluster, layers, chart, frames, blocks };
export type MotifName = keyof typeof MOTIFS;

/** The motif of each category of src/site.config.ts, by slug; any other category gets `blocks`. */
const CATEGORY_MOTIFS: Record<string, MotifName> = {
  cybersecurity: 'lattice',
  'cloud-native': 'cluster',
  'information-technology': 'layers',
  'data-analytics': 'chart',
  'app-development': 'frames',
};

export const motifOf = (categorySlug: string): MotifName => CATEGORY_MOTIFS[categorySlug] ?? 'blocks';
