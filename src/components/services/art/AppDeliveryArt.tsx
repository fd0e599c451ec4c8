import { AppWindow, Blocks, FlaskConical, Hammer, Rocket, ScanSearch, Smartphone, type LucideIcon } from 'lucide-react';
import { ConsoleFrame } from './ConsoleFrame.tsx';
import { consoleCaption as caption, consoleLabel, labelFor, narrowLabel, type ConsoleLayout } from './consoleStyle.ts';

/** The monolith's modules: still inside, on their way out, or already a service (then named among the services). */
const modules = [
  ['Catalog', 'inside'],
  ['Orders', 'moved'],
  ['Payments', 'moving'],
  ['Accounts', 'moved'],
  ['Reports', 'inside'],
  ['Search', 'inside'],
] as const;
/** Of the twelve steps of traffic, those already on the new services. */
const trafficSteps = { total: 12, moved: 8 };
const stages: [LucideIcon, string][] = [
  [Hammer, 'BUILD'],
  [FlaskConical, 'TEST'],
  [ScanSearch, 'SCAN'],
  [Rocket, 'SHIP'],
];
const channels: LucideIcon[] = [AppWindow, Smartphone, Blocks];

/** A module of the monolith as a chip at (x, y): dashed once it has left, cyan while it moves. */
function ModuleChip({
  name,
  state,
  x,
  y,
  width,
  height,
}: {
  name: string;
  state: (typeof modules)[number][1];
  x: number;
  y: number;
  width: number;
  height: number;
}) {
  return (
    <>
      {state === 'moved' ? (
        <rect x={x} y={y} width={width} height={height} rx="5" fill="none" stroke="#5b7bd0" strokeDasharray="4 3" />
      ) : (
        <rect x={x} y={y} width={width} height={height} rx="5" fill={state === 'moving' ? '#06b6d4' : '#1a3470'} />
      )}
      <text
        x={x + 10}
        y={y + height / 2 + 4}
        {...caption}
        fontSize={height > 20 ? 12 : 11}
        letterSpacing="0.2"
        fill={state === 'moving' ? '#0b1b3f' : state === 'moved' ? '#a3b3d9' : '#c7d2e5'}
      >
        {name}
      </text>
    </>
  );
}

/** The pipeline along y from x, a stage every `step`: built, tested and scanned, shipping next. */
function Pipeline({ x, y, step, radius }: { x: number; y: number; step: number; radius: number }) {
  const length = step * (stages.length - 1);
  return (
    <>
      <path d={`M${x} ${y}h${length}`} stroke="#3b5cb8" strokeWidth="3" />
      <path d={`M${x} ${y}h${length - step}`} stroke="#06b6d4" strokeWidth="3" />
      {stages.map(([Icon, name], index) => {
        const cx = x + index * step;
        const done = index < 3;
        return (
          <g key={name}>
            <circle cx={cx} cy={y} r={radius} fill={done ? '#06b6d4' : '#0b1b3f'} stroke={done ? 'none' : '#2563eb'} strokeWidth="3" />
            <Icon x={cx - 10} y={y - 10} size={20} color={done ? '#0b1b3f' : '#67e8f9'} strokeWidth={2.2} />
            <text x={cx} y={y + radius + 25} textAnchor="middle" {...caption}>
              {name}
            </text>
          </g>
        );
      })}
    </>
  );
}

/** The modules that left the monolith, now services, named, from (x, y) a `step` apart: the one still shipping in cyan. */
function ServiceChips({
  x,
  y,
  width,
  height,
  step,
  across,
}: {
  x: number;
  y: number;
  width: number;
  height: number;
  step: number;
  across: boolean;
}) {
  const services = [...modules.filter(([, state]) => state === 'moved'), ...modules.filter(([, state]) => state === 'moving')];
  return services.map(([name, state], index) => {
    const [left, top] = across ? [x + index * step, y] : [x, y + index * step];
    return (
      <g key={name}>
        <rect x={left} y={top} width={width} height={height} rx="6" fill={state === 'moving' ? '#06b6d4' : '#2563eb'} />
        <text
          x={left + 10}
          y={top + height / 2 + 4}
          {...caption}
          fontSize="12"
          letterSpacing="0.2"
          fill={state === 'moving' ? '#0b1b3f' : '#e0e7ff'}
        >
          {name}
        </text>
      </g>
    );
  });
}

/** The share of traffic on the new services: a caps label and its figure over a row of steps `width` across. */
function TrafficBar({ x, y, width, layout }: { x: number; y: number; width: number; layout: ConsoleLayout }) {
  const step = (width + 6.5) / trafficSteps.total;
  return (
    <>
      <text x={x} y={y} {...labelFor(layout)}>
        TRAFFIC ON NEW SERVICES
      </text>
      <text x={x + width} y={y} textAnchor="end" {...labelFor(layout)} fill="#67e8f9">
        {Math.round((trafficSteps.moved / trafficSteps.total) * 100)} %
      </text>
      {Array.from({ length: trafficSteps.total }, (_, index) => (
        <rect
          key={index}
          x={x + index * step}
          y={y + 18}
          width={step - 6.5}
          height={layout === 'wide' ? 28 : 24}
          rx="6"
          fill={index < trafficSteps.moved ? '#06b6d4' : '#1a3470'}
          opacity={index < trafficSteps.moved ? 0.45 + index * 0.07 : 1}
        />
      ))}
    </>
  );
}

const TITLE = 'APP DELIVERY · LEGACY TO CLOUD-NATIVE';
const alt = {
  title: 'App modernization, one capability at a time',
  description:
    'Modules leave a legacy monolith one at a time, pass a build, test, security scan and release pipeline, and run as cloud-native ' +
    'services behind web, mobile and decentralized apps, while traffic moves to them step by step.',
};

/**
 * App modernization as a console: modules leave the legacy monolith one at a time, pass a build,
 * test, scan and ship pipeline, and run as services behind web, mobile and on-chain front ends,
 * while traffic moves over step by step. Across on a wide screen; from top to bottom on a phone.
 */
export function AppDeliveryArt() {
  return (
    <>
      <ConsoleFrame title={TITLE} layout="wide" height={420} alt={alt}>
        <text x="32" y="84" {...consoleLabel}>
          LEGACY
        </text>
        <rect x="32" y="100" width="124" height="196" rx="12" fill="#112654" />
        {modules.map(([name, state], index) => (
          <ModuleChip key={name} name={name} state={state} x={46} y={114 + index * 29} width={96} height={19} />
        ))}
        <path d="M142 182h34" stroke="#06b6d4" strokeWidth="2.5" strokeDasharray="2 5" strokeLinecap="round" />
        <text x="186" y="84" {...consoleLabel}>
          PIPELINE
        </text>
        <Pipeline x={196} y={182} step={56} radius={19} />
        <text x="392" y="84" {...consoleLabel}>
          SERVICES
        </text>
        <ServiceChips x={392} y={104} width={136} height={24} step={31} across={false} />
        <path d="M364 182h20" stroke="#3b5cb8" strokeWidth="3" />
        {channels.map((Icon, index) => {
          const x = 392 + index * 49;
          return (
            <g key={x}>
              <path d={`M${x + 19} 200v22`} stroke="#3b5cb8" strokeWidth="2" />
              <rect x={x} y="226" width="38" height="38" rx="8" fill="#112654" stroke="#3b5cb8" />
              <Icon x={x + 9} y={235} size={20} color="#c7d2e5" strokeWidth={2} />
            </g>
          );
        })}
        <TrafficBar x={32} y={334} width={496} layout="wide" />
      </ConsoleFrame>
      <ConsoleFrame title="APP DELIVERY · TO CLOUD-NATIVE" layout="narrow" height={418} alt={alt}>
        <text x="20" y="70" {...narrowLabel}>
          LEGACY
        </text>
        <rect x="20" y="80" width="300" height="76" rx="12" fill="#112654" />
        {modules.map(([name, state], index) => (
          <ModuleChip
            key={name}
            name={name}
            state={state}
            x={32 + (index % 3) * 96}
            y={92 + Math.floor(index / 3) * 30}
            width={84}
            height={22}
          />
        ))}
        <text x="20" y="186" {...narrowLabel}>
          PIPELINE
        </text>
        <Pipeline x={44} y={214} step={84} radius={17} />
        <text x="20" y="290" {...narrowLabel}>
          SERVICES
        </text>
        <ServiceChips x={20} y={302} width={92} height={26} step={104} across />
        <TrafficBar x={20} y={362} width={300} layout="narrow" />
      </ConsoleFrame>
    </>
  );
}
