/**
 * The network of nodes on every generated article image: a halo in the category's colour, nine
 * nodes on a 3×3 grid nudged by the article's slug, and lines joining them along the rows.
 */
import { CYAN, LIGHT_CYAN } from './palette.ts';

/** The drawing box the network is designed in: every node and the halo lie inside it. */
export const NETWORK_BOX = { width: 440, height: 300 };

/** Where the network goes on the image: its design box scaled by `scale`, top left at (left, top). */
export interface NetworkPlacement {
  left: number;
  top: number;
  scale: number;
}

/** A stable number from the slug, so each article gets its own arrangement. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/** Two decimals: sub-pixel enough for the rasteriser, short in the SVG that browsers get. */
const round = (value: number) => Math.round(value * 100) / 100;

/** The network as SVG: the halo, the lines, then the nodes over them. */
export function network(slug: string, color: string, { left, top, scale }: NetworkPlacement): string {
  const seed = seedOf(slug);
  /** A point of the design box, on the image. */
  const at = (x: number, y: number) => [round(left + x * scale), round(top + y * scale)] as const;
  const stroke = round(3 * scale);
  const nodes = Array.from({ length: 9 }, (_, index) => {
    const bits = (seed >>> (index * 3)) & 7;
    const [x, y] = at(60 + (index % 3) * 120 + (bits & 1) * 26, 50 + Math.floor(index / 3) * 100 + ((bits >> 1) & 1) * 20);
    return { x, y, r: round((bits > 4 ? 17 : 10) * scale), fill: index % 4 === 0 ? CYAN : color };
  });
  const lines = nodes.flatMap((node, index) => {
    const next = nodes[index + 1];
    if (!next || index % 3 === 2) return [];
    return [
      `<line x1="${node.x}" y1="${node.y}" x2="${next.x}" y2="${next.y}" stroke="${LIGHT_CYAN}" stroke-opacity="0.5" stroke-width="${stroke}"/>`,
    ];
  });
  const circles = nodes.map(
    (node) => `<circle cx="${node.x}" cy="${node.y}" r="${node.r}" fill="${node.fill}" stroke="#ffffff" stroke-width="${stroke}"/>`,
  );
  const [haloX, haloY] = at(290, 150);
  return `<circle cx="${haloX}" cy="${haloY}" r="${round(145 * scale)}" fill="${color}" fill-opacity="0.28"/>${lines.join('')}${circles.join('')}`;
}
