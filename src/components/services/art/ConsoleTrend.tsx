import { TrendLine } from '../../media/TrendLine.tsx';
import { consoleLabel } from './consoleStyle.ts';

/** A console's trend panel: a caps label, a baseline and the line over it. */
export function ConsoleTrend({ label, x, y, width, baseline, points }: ConsoleTrendProps) {
  return (
    <>
      <text x={x} y={y} {...consoleLabel}>
        {label}
      </text>
      <path d={`M${x} ${baseline}h${width}`} stroke="#3b5cb8" strokeWidth="1.5" />
      <TrendLine points={points} />
    </>
  );
}

interface ConsoleTrendProps {
  label: string;
  /** Where the label starts, and the baseline with it. */
  x: number;
  y: number;
  width: number;
  baseline: number;
  points: readonly [number, number][];
}
