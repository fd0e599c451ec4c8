import { TrendLine } from '../../media/TrendLine.tsx';
import { labelFor, type ConsoleLayout } from './consoleStyle.ts';

/** The gap between a trend's label and the top of its line. */
const LABEL_GAP = 14;

/**
 * A console's trend panel: a caps label at (x, y), a baseline `height` below it, and the line over
 * that baseline through `levels` (0 on the baseline, 1 just under the label), spread evenly across `width`.
 */
export function ConsoleTrend({ label, x, y, width, height, levels, layout }: ConsoleTrendProps) {
  const baseline = y + height;
  const rise = height - LABEL_GAP;
  const points = levels.map((level, index): [number, number] => [
    x + (index * width) / (levels.length - 1),
    Math.round(baseline - level * rise),
  ]);
  return (
    <>
      <text x={x} y={y} {...labelFor(layout)}>
        {label}
      </text>
      <path d={`M${x} ${baseline}h${width}`} stroke="#3b5cb8" strokeWidth="1.5" />
      <TrendLine points={points} />
    </>
  );
}

interface ConsoleTrendProps {
  label: string;
  x: number;
  y: number;
  width: number;
  height: number;
  levels: readonly number[];
  layout: ConsoleLayout;
}
