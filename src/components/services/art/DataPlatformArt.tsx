import { Braces, ChartColumn, Database, FileText, Sheet, TrendingUp, Webhook, type LucideIcon } from 'lucide-react';
import { ConsoleFrame } from './ConsoleFrame.tsx';
import { ConsoleTrend } from './ConsoleTrend.tsx';
import { consoleCaption as caption, consoleLabel, narrowLabel } from './consoleStyle.ts';

const sources: LucideIcon[] = [Database, Webhook, Sheet, FileText];
/** The platform's layers, from the most refined (top, or right on a phone) to the raw data. */
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
const reportTime = [0.9, 0.8, 0.7, 0.4, 0.25, 0.2, 0.15];

/** A source as a box with its icon, and its dotted link to the platform along `link` (a path from its edge). */
function Source({ Icon, x, y, link }: { Icon: LucideIcon; x: number; y: number; link: string }) {
  return (
    <>
      <rect x={x} y={y} width="64" height="40" rx="8" fill="#112654" stroke="#3b5cb8" />
      <Icon x={x + 22} y={y + 10} size={20} color="#c7d2e5" strokeWidth={2} />
      <path d={link} fill="none" stroke="#06b6d4" strokeWidth="2" strokeDasharray="2 5" opacity="0.8" />
    </>
  );
}

/** An arrow of refinement, pointing up from (x, y) or, `across`, to the right. */
const refineArrow = (x: number, y: number, across = false) => (
  <path
    key={`${x} ${y}`}
    d={across ? `M${x} ${y}h12m-5-5 5 5-5 5` : `M${x} ${y}v-12m-5 5 5-5 5 5`}
    fill="none"
    stroke="#fff"
    strokeWidth="2"
    strokeLinecap="round"
    strokeLinejoin="round"
    opacity="0.8"
  />
);

const alt = {
  title: 'A governed data platform, from source to decision',
  description:
    'Databases, APIs, spreadsheets and documents feed one platform that keeps raw, validated and curated data. It serves reports, ' +
    'forecasts and APIs, and the time to a finished report falls.',
};

/**
 * The data platform as a console: sources feed one governed platform (raw, validated, curated)
 * that serves reports, forecasts and APIs, while the time to a finished report falls. Across on a
 * wide screen; from top to bottom on a phone.
 */
export function DataPlatformArt() {
  return (
    <>
      <ConsoleFrame title="DATA PLATFORM · SOURCE TO DECISION" layout="wide" height={420} alt={alt}>
        <text x="32" y="84" {...consoleLabel}>
          SOURCES
        </text>
        {sources.map((Icon, index) => {
          const y = 100 + index * 52;
          return <Source key={y} Icon={Icon} x={32} y={y} link={`M96 ${y + 20}C140 ${y + 20} 136 200 178 200`} />;
        })}
        <text x="186" y="84" {...consoleLabel}>
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
        {[172, 230].map((y) => refineArrow(324, y))}
        <text x="392" y="84" {...consoleLabel}>
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
        <ConsoleTrend label="TIME TO A FINISHED REPORT" x={32} y={334} width={496} height={54} levels={reportTime} layout="wide" />
      </ConsoleFrame>
      <ConsoleFrame title="SOURCE TO DECISION" layout="narrow" height={430} alt={alt}>
        <text x="20" y="70" {...narrowLabel}>
          SOURCES
        </text>
        {sources.map((Icon, index) => {
          const x = 20 + index * 79;
          return <Source key={x} Icon={Icon} x={x} y={82} link={`M${x + 32} 122C${x + 32} 138 170 134 170 150`} />;
        })}
        <text x="20" y="176" {...narrowLabel}>
          PLATFORM
        </text>
        <rect x="20" y="186" width="300" height="56" rx="14" fill="#112654" />
        {[...layers].reverse().map(({ name, fill, text }, index) => {
          const x = 30 + index * 98;
          return (
            <g key={name}>
              <rect x={x} y="198" width="84" height="32" rx="8" fill={fill} />
              <text x={x + 42} y="218" textAnchor="middle" {...caption} fontSize="11" letterSpacing="0.4" fill={text}>
                {name}
              </text>
            </g>
          );
        })}
        {[115, 213].map((x) => refineArrow(x, 214, true))}
        <text x="20" y="276" {...narrowLabel}>
          DECISIONS
        </text>
        {uses.map(([Icon, name], index) => {
          const x = 20 + index * 104;
          return (
            <g key={name}>
              <rect x={x} y="288" width="92" height="60" rx="10" fill="#112654" stroke="#3b5cb8" />
              <Icon x={x + 36} y={298} size={20} color="#67e8f9" strokeWidth={2} />
              <text x={x + 46} y="336" textAnchor="middle" {...caption} letterSpacing="0.5">
                {name}
              </text>
            </g>
          );
        })}
        <ConsoleTrend label="TIME TO A FINISHED REPORT" x={20} y={378} width={300} height={34} levels={reportTime} layout="narrow" />
      </ConsoleFrame>
    </>
  );
}
