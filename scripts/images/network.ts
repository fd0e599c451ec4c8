/**
 * The network of nodes on every generated article image: a halo in the category's colour, nine
 * nodes on a 3×3 grid nudged by the article's slug, and lines joining them along the rows.
 *
 * Each element is written on its own, in image coordinates, with the box it draws in: social cards
 * are composed from rasterised layers (render.ts), and a slug only chooses among a few positions
 * and sizes per node, so the same lines and nodes recur across articles and each is rasterised
 * once, instead of the whole network once per card.
 */
import type { ShapeLayer } from './artwork.ts';
import { pixelBoxAround } from './box.ts';
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

/** A circle with its paint in `attributes`; a stroke of `strokeWidth` there reaches half of it past `r`. */
function circle(cx: number, cy: number, r: number, attributes: string, strokeWidth = 0): ShapeLayer {
  const outer = r + strokeWidth / 2;
  return {
    box: pixelBoxAround(cx - outer, cy - outer, cx + outer, cy + outer),
    svg: `<circle cx="${cx}" cy="${cy}" r="${r}" ${attributes}/>`,
  };
}

export interface Network {
  /** The same on every article of a category. */
  halo: string;
  /** Lines, then the nodes over them: the order they are painted in. */
  shapes: ShapeLayer[];
}

export function network(slug: string, color: string, { left, top, scale }: NetworkPlacement): Network {
  const seed = seedOf(slug);
  /** A point of the design box, on the image. */
  const at = (x: number, y: number) => [round(left + x * scale), round(top + y * scale)] as const;
  const stroke = round(3 * scale);
  const nodes = Array.from({ length: 9 }, (_, index) => {
    const bits = (seed >>> (index * 3)) & 7;
    const [x, y] = at(60 + (index % 3) * 120 + (bits & 1) * 26, 50 + Math.floor(index / 3) * 100 + ((bits >> 1) & 1) * 20);
    return { x, y, r: round((bits > 4 ? 17 : 10) * scale), fill: index % 4 === 0 ? CYAN : color };
  });
  const lines = nodes.flatMap((node, index): ShapeLayer[] => {
    const next = nodes[index + 1];
    if (!next || index % 3 === 2) return [];
    // Butt ends: nothing reaches further than half the stroke from the line's ends.
    return [
      {
        box: pixelBoxAround(
          Math.min(node.x, next.x) - stroke / 2,
          Math.min(node.y, next.y) - stroke / 2,
          Math.max(node.x, next.x) + stroke / 2,
          Math.max(node.y, next.y) + stroke / 2,
        ),
        svg: `<line x1="${node.x}" y1="${node.y}" x2="${next.x}" y2="${next.y}" stroke="${LIGHT_CYAN}" stroke-opacity="0.5" stroke-width="${stroke}"/>`,
      },
    ];
  });
  const circles = nodes.map((node) =>
    circle(node.x, node.y, node.r, `fill="${node.fill}" stroke="#ffffff" stroke-width="${stroke}"`, stroke),
  );
  const [haloX, haloY] = at(290, 150);
  return { halo: circle(haloX, haloY, round(145 * scale), `fill="${color}" fill-opacity="0.28"`).svg, shapes: [...lines, ...circles] };
}
