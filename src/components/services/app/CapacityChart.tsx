import styles from './CapacityChart.module.css';

/** Demand through a day, in hours (0–24) and load (0–100): quiet overnight, a morning rise, the promotion's peak. */
const demand: [hour: number, load: number][] = [
  [0, 18],
  [2, 14],
  [4, 12],
  [6, 20],
  [8, 46],
  [10, 58],
  [12, 62],
  [14, 60],
  [16, 72],
  [18, 94],
  [19, 98],
  [20, 86],
  [22, 44],
  [24, 22],
];

const WIDTH = 480;
const HEIGHT = 200;
const x = (hour: number) => (hour / 24) * WIDTH;
/** Load to height, with room above the peak for the capacity that runs a step ahead of it. */
const y = (load: number) => HEIGHT - (load / 125) * HEIGHT;

/** Capacity in whole servers, each worth 12.5 % of the peak, one step ahead of demand at every hour. */
const capacityPath = demand
  .slice(0, -1)
  .map(([, load], index) => {
    const next = demand[index + 1]!;
    const servers = Math.ceil((Math.max(load, next[1]) + 6) / 12.5);
    const level = y(servers * 12.5);
    return `${index === 0 ? `M0 ${level}` : `V${level}`} H${x(next[0])}`;
  })
  .join(' ');

const demandPath = demand.map(([hour, load], index) => `${index === 0 ? 'M' : 'L'}${x(hour)} ${y(load)}`).join(' ');

/**
 * A day of demand with the capacity that follows it in server-sized steps: up for the evening's
 * promotion, down overnight. A picture of the pitch beside it, so hidden from assistive
 * technology, which reads the pitch.
 */
export function CapacityChart() {
  return (
    <div className={styles.panel} aria-hidden="true">
      <p className={styles.caption}>Capacity follows demand · one day</p>
      <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} className={styles.chart} focusable="false">
        {[0.25, 0.5, 0.75, 1].map((share) => (
          <path key={share} d={`M0 ${y(share * 100)} H${WIDTH}`} stroke="#c7d2e5" strokeOpacity="0.15" />
        ))}
        <path d={`${capacityPath} V${HEIGHT} H0 Z`} fill="#2563eb" fillOpacity="0.28" />
        <path d={capacityPath} fill="none" stroke="#3b82f6" strokeWidth="2.5" />
        <path d={demandPath} fill="none" stroke="#67e8f9" strokeWidth="3" strokeLinejoin="round" />
      </svg>
      <p className={styles.axis}>
        <span>00:00</span>
        <span>12:00</span>
        <span>24:00</span>
      </p>
      <p className={styles.legend}>
        <span className={styles.demand}>Demand</span>
        <span className={styles.capacity}>Servers running</span>
        <span className={styles.note}>Peak: the evening promotion</span>
      </p>
    </div>
  );
}
