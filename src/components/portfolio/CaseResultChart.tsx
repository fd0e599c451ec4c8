import type { CaseMeta } from '../../content/types.ts';
import { ArtFrame } from './art/ArtFrame.tsx';
import styles from './CaseResultChart.module.css';
import { CaseMedia } from './CaseMedia.tsx';
import { percentChange, splitFigure } from './resultFigure.ts';

const FLOOR = 340;
const TALLEST = 150;
const BAR_WIDTH = 96;
/** Where the before and after bars stand, and the change figure beside the second. */
const BEFORE_X = 160;
const AFTER_X = 340;
/** How far an isometric bar's side and top reach back: right and up. */
const DEPTH = { x: 34, y: 20 };
const text = { fontFamily: 'Inter, Arial, sans-serif', fill: '#c7d2e5' };

/** A writer's longer words (up to 80 characters) squeezed into `width`, rather than past the picture's edge. */
const fitted = (words: string, fontSize: number, width: number) =>
  words.length * fontSize * 0.62 > width ? { textLength: width, lengthAdjust: 'spacingAndGlyphs' as const } : {};

interface BarProps {
  x: number;
  height: number;
  value: number;
  label: string;
  colors: { front: string; side: string; top: string };
}

/** One isometric bar standing on the floor, its value above and its label below. */
function Bar({ x, height, value, label, colors }: BarProps) {
  const top = FLOOR - height;
  const right = x + BAR_WIDTH;
  return (
    <g>
      <polygon
        points={`${right},${top} ${right + DEPTH.x},${top - DEPTH.y} ${right + DEPTH.x},${FLOOR - DEPTH.y} ${right},${FLOOR}`}
        fill={colors.side}
      />
      <polygon points={`${x},${top} ${x + DEPTH.x},${top - DEPTH.y} ${right + DEPTH.x},${top - DEPTH.y} ${right},${top}`} fill={colors.top} />
      <rect x={x} y={top} width={BAR_WIDTH} height={height} fill={colors.front} />
      <text x={x + BAR_WIDTH / 2} y={top - DEPTH.y - 14} textAnchor="middle" {...text} fill="#fff" fontSize="30" fontWeight="750">
        {value}
      </text>
      <text x={x + BAR_WIDTH / 2} y={FLOOR + 40} textAnchor="middle" {...text} fontSize="24" fontWeight="600" {...fitted(label, 24, 170)}>
        {label}
      </text>
    </g>
  );
}

/**
 * A case's result drawn for its opening: the figure it reports, indexed to 100 at the start,
 * before and after the engagement. Its own picture, where the case's illustration already
 * stands on its card. Decorative: the figure is written beside it and in the facts panel. A result
 * that is not a percentage keeps the illustration.
 */
export function CaseResultChart({ entry }: { entry: CaseMeta }) {
  const [figure, measure] = splitFigure(entry.addedValue);
  const change = percentChange(figure, measure);
  if (change === null) return <CaseMedia entry={entry} />;
  const after = Math.round(100 + change);
  const scale = TALLEST / Math.max(100, after);
  const beforeTop = FLOOR - 100 * scale;
  const afterTop = FLOOR - after * scale;
  // Named by the result it draws: the objective (a KPI such as processing speed) may be another
  // measure than the figure the case reports (added efficiency), and is in the facts panel.
  return (
    <div className={styles.chart}>
      <div className={styles.caption}>
        <p className={styles.kicker}>Result · {measure}</p>
        <p className={styles.note}>Indexed to 100 at the start</p>
      </div>
      <ArtFrame glow={{ x: 520, y: 60 }}>
      <path d={`M${BEFORE_X - 40} ${FLOOR}h380`} stroke="#c7d2e5" strokeOpacity="0.35" strokeWidth="2" />
      <Bar x={BEFORE_X} height={100 * scale} value={100} label="Before" colors={{ front: '#1a3470', side: '#112654', top: '#2a4a8a' }} />
      <Bar x={AFTER_X} height={after * scale} value={after} label={`After ${entry.duration}`} colors={{ front: '#2563eb', side: '#1d4ed8', top: '#06b6d4' }} />
      <path
        d={`M${BEFORE_X + BAR_WIDTH + 12} ${beforeTop - 6} L${AFTER_X - 12} ${afterTop - 6}`}
        stroke="#67e8f9"
        strokeWidth="3"
        strokeDasharray="6 8"
        strokeLinecap="round"
      />
      <text x={AFTER_X + BAR_WIDTH + DEPTH.x + 66} y={afterTop + 12} textAnchor="middle" {...text} fill="#67e8f9" fontSize="34" fontWeight="750">
        {change > 0 ? '+' : '−'}
        {Math.abs(change)}%
      </text>
      </ArtFrame>
    </div>
  );
}
