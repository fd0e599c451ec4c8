/**
 * Isometric drawing for the covers' motifs: boxes on a 3D grid projected at 30°, their faces
 * shaded as if lit from the upper left, and shapes drawn flat on a face (a keyhole, code lines).
 * A scene paints its boxes back to front whatever order a motif adds them in, and knows its
 * bounds so that the cover can fit it to its place.
 */
import { shade, WHITE } from './palette.ts';

/** Pixels per grid unit before the cover scales the scene: one decimal then is a hundredth of a unit. */
const UNIT = 10;
const ACROSS = Math.cos(Math.PI / 6) * UNIT;
const DOWN = UNIT / 2;

type Point = readonly [number, number];

const project = (x: number, y: number, z: number): Point => [(x - y) * ACROSS, (x + y) * DOWN - z * UNIT];
const round = (value: number) => Math.round(value * 10) / 10;
const segment = (from: Point, to: Point) => `M${from.map(round).join(' ')}L${to.map(round).join(' ')}`;

export type Face = 'top' | 'left' | 'right';

/** A shape in a face's own units, u across it and v down it (along y on the top face), from its top left corner as seen. */
export interface Decal {
  face: Face;
  fill: string;
  /** SVG path data in those units. */
  d: string;
  /** Drawn as an outline of this width, in units, instead of filled. */
  stroke?: number;
}

export interface Box {
  x: number;
  y: number;
  z: number;
  /** Sizes along x, y and up. */
  w: number;
  d: number;
  h: number;
  /** Without a colour only the decals are drawn: a padlock's shackle in the plane through its middle, say. */
  color?: string;
  decals?: Decal[];
}

export interface Scene {
  box(box: Box): void;
  /** The box the boxes' drawing covers, in the scene's pixels. */
  bounds(): { left: number; top: number; right: number; bottom: number };
  /**
   * The scene as SVG: a grid on the floor round the boxes' footprint, its lines `lineWidth` of the
   * scene's pixels wide, then the boxes painted back to front.
   */
  draw(lineWidth: number): string;
}

/**
 * A new scene. Mirrored, it is drawn flipped left to right by the cover; its side faces trade
 * shades so that the light still comes from the upper left.
 */
export function createScene(mirrored: boolean): Scene {
  const boxes: Box[] = [];
  const polygon = (fill: string, corners: Point[]) =>
    `<path fill="${fill}" d="M${corners.map(([x, y]) => `${round(x)} ${round(y)}`).join(' ')}z"/>`;
  /**
   * The transform from a face's units to the scene: its origin corner and its u and v directions.
   * In a mirrored scene a side face's u runs the other way, so that once the cover flips the
   * scene, what is drawn on it (code) still reads from left to right.
   */
  function faceMatrix({ x, y, z, w, d, h }: Box, face: Face): string {
    const z1 = z + h;
    const [origin, u, v]: [Point, Point, Point] =
      face === 'top'
        ? [project(x, y, z1), [ACROSS, DOWN], [-ACROSS, DOWN]]
        : face === 'left'
          ? mirrored
            ? [project(x + w, y + d, z1), [-ACROSS, -DOWN], [0, UNIT]]
            : [project(x, y + d, z1), [ACROSS, DOWN], [0, UNIT]]
          : mirrored
            ? [project(x + w, y, z1), [-ACROSS, DOWN], [0, UNIT]]
            : [project(x + w, y + d, z1), [ACROSS, -DOWN], [0, UNIT]];
    return `matrix(${[...u, ...v, ...origin].map(round).join(' ')})`;
  }

  function drawBox(box: Box): string {
    const { x, y, z, w, d, h, color } = box;
    const [x1, y1, z1] = [x + w, y + d, z + h];
    let svg = '';
    if (color) {
      const [lit, unlit] = [color, shade(color, -0.42)];
      const [left, right] = mirrored ? [unlit, lit] : [lit, unlit];
      svg +=
        polygon(shade(color, 0.3), [project(x, y, z1), project(x1, y, z1), project(x1, y1, z1), project(x, y1, z1)]) +
        polygon(left, [project(x, y1, z), project(x1, y1, z), project(x1, y1, z1), project(x, y1, z1)]) +
        polygon(right, [project(x1, y1, z), project(x1, y, z), project(x1, y, z1), project(x1, y1, z1)]);
    }
    for (const decal of box.decals ?? []) {
      const paint = decal.stroke
        ? `fill="none" stroke="${decal.fill}" stroke-width="${decal.stroke}" stroke-linecap="round"`
        : `fill="${decal.fill}"`;
      svg += `<path transform="${faceMatrix(box, decal.face)}" ${paint} d="${decal.d}"/>`;
    }
    return svg;
  }

  /** Lines a unit apart on the floor, two units beyond every box on the ground. */
  function floorGrid(lineWidth: number): string {
    const grounded = boxes.filter((box) => box.z === 0);
    if (grounded.length === 0) return '';
    const [x0, y0] = [Math.min(...grounded.map((box) => box.x)) - 2, Math.min(...grounded.map((box) => box.y)) - 2];
    const [x1, y1] = [Math.max(...grounded.map((box) => box.x + box.w)) + 2, Math.max(...grounded.map((box) => box.y + box.d)) + 2];
    let d = '';
    for (let y = Math.ceil(y0); y <= y1; y += 1) d += segment(project(x0, y, 0), project(x1, y, 0));
    for (let x = Math.ceil(x0); x <= x1; x += 1) d += segment(project(x, y0, 0), project(x, y1, 0));
    return `<path d="${d}" stroke="${WHITE}" stroke-opacity="0.08" stroke-width="${round(lineWidth)}"/>`;
  }

  /**
   * Whether `a` lies wholly behind `b` along some axis (the viewer looks from +x, +y, +z), and so
   * must be painted first. Boxes of a scene do not intersect, so one of the three holds whenever
   * their drawings overlap.
   */
  const behind = (a: Box, b: Box) => a.x + a.w <= b.x || a.y + a.d <= b.y || a.z + a.h <= b.z;

  /** Back to front: each time, a box that no remaining box has to be painted before. */
  function paintOrder(): Box[] {
    const rest = [...boxes];
    const order: Box[] = [];
    while (rest.length > 0) {
      const free = rest.findIndex((box) => !rest.some((other) => other !== box && behind(other, box) && !behind(box, other)));
      order.push(...rest.splice(Math.max(free, 0), 1));
    }
    return order;
  }

  return {
    box: (box) => boxes.push(box),
    bounds: () => {
      // A box's drawing (and its decals, which keep to its faces) lies within these corners.
      const corners = boxes.flatMap(({ x, y, z, w, d, h }) => [
        project(x, y, z + h),
        project(x + w, y, z),
        project(x + w, y + d, z),
        project(x, y + d, z),
      ]);
      const [xs, ys] = [corners.map(([x]) => x), corners.map(([, y]) => y)];
      return { left: Math.min(...xs), top: Math.min(...ys), right: Math.max(...xs), bottom: Math.max(...ys) };
    },
    draw: (lineWidth) => floorGrid(lineWidth) + paintOrder().map(drawBox).join(''),
  };
}
