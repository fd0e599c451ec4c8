import { Braces, ChartColumn, Database, FileText, Sheet, TrendingUp, Webhook, type LucideIcon } from 'lucide-react';
import { ConsoleFrame } from './ConsoleFrame.tsx';
import { ConsoleTrend } from './ConsoleTrend.tsx';
import { consoleCaption as caption, consoleLabel as label } from './consoleStyle.ts';

const sources: LucideIcon[] = [Database, Webhook, Sheet, FileText];
/** The platform's layers, top to bottom, with the share of the bar each fills. */
const layers = [
  { name: 'CURATED', fill: '#06b6d4', text: '#0b1b3f' },
  { name: 'VALIDATED', fill: '#2563eb', text: '#ffffff' },
  { name: 'RAW', fill: '#1a3470', text: '#c7d2e5' },
];
const uses: [LucideIcon, string][] = [
  [ChartColumn, 'REPORTS'],
  [TrendingUp, 'FORECASTS'],
  [Braces, 'APIS'],
];

/** Hours to a finished report, falling as the platform takes over. */
const reportTime: [number, number][] = [
  [36, 352],
  [110, 356],
  [184, 360],
  [258, 372],
  [332, 378],
  [406, 380],
  [524, 382],
];

/**
 * The data platform as a console: sources feed one governed platform (raw, validated, curated)
 * that serves reports, forecasts and APIs, while the time to a finished report falls.
 */
export function DataPlatformArt() {
  return (
    <ConsoleFrame title="DATA PLATFORM · SOURCE TO DECISION" role="img" aria-labelledby="data-art-title data-art-desc">
      <title id="data-art-title">A governed data platform, from source to decision</title>
      <desc id="data-art-desc">
        Databases, APIs, spreadsheets and documents feed one platform that keeps raw, validated and curated data. It serves reports,
        forecasts and APIs, and the time to a finished report falls.
      </desc>
      <text x="32" y="84" {...label}>
        SOURCES
      </text>
      {sources.map((Icon, index) => {
        const y = 100 + index * 52;
        return (
          <g key={y}>
            <rect x="32" y={y} width="64" height="40" rx="8" fill="#112654" stroke="#3b5cb8" />
            <Icon x={54} y={y + 10} size={20} color="#c7d2e5" strokeWidth={2} />
            <path
              d={`M96 ${y + 20}C140 ${y + 20} 136 200 178 200`}
              fill="none"
              stroke="#06b6d4"
              strokeWidth="2"
              strokeDasharray="2 5"
              opacity="0.8"
            />
          </g>
        );
      })}
      <text x="186" y="84" {...label}>
        PLATFORM
      </text>
      <rect x="178" y="100" width="190" height="196" rx="14" fill="#112654" />
      {layers.map(({ name, fill, text }, index) => {
        const y = 116 + index * 58;
        return (
          <g key={name}>
            <rect x="194" y={y} width="158" height="44" rx="9" fill={fill} />
            <text x="210" y={y + 26} {...caption} fill={text}>
              {name}
            </text>
          </g>
        );
      })}
      {[174, 232].map((y) => (
        <path
          key={y}
          d={`M324 ${y - 2}v-12m-5 5 5-5 5 5`}
          fill="none"
          stroke="#fff"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
          opacity="0.8"
        />
      ))}
      <text x="392" y="84" {...label}>
        DECISIONS
      </text>
      {uses.map(([Icon, name], index) => {
        const y = 100 + index * 70;
        return (
          <g key={name}>
            <path d={`M368 200C380 200 378 ${y + 27} 392 ${y + 27}`} fill="none" stroke="#06b6d4" strokeWidth="2" opacity="0.8" />
            <rect x="392" y={y} width="136" height="54" rx="10" fill="#112654" stroke="#3b5cb8" />
            <Icon x={406} y={y + 17} size={20} color="#67e8f9" strokeWidth={2} />
            <text x="436" y={y + 31} {...caption}>
              {name}
            </text>
          </g>
        );
      })}
      <ConsoleTrend label="TIME TO A FINISHED REPORT" x={32} y={334} width={496} baseline={388} points={reportTime} />
    </ConsoleFrame>
  );
}
