import type { LucideIcon } from 'lucide-react';
import type { CSSProperties } from 'react';
import { ActivityLog, type LogEntry } from './ActivityLog.tsx';
import styles from './OfferingLayers.module.css';

export interface OfferingLayer {
  name: string;
  /** What the layer is to the client, in a few words. */
  note: string;
  offerings: { icon: LucideIcon; title: string; text: string }[];
  /** A live log of the layer at work, beside its offerings (in the row's last cells), under them on narrower screens. */
  log: { caption: string; entries: LogEntry[] } | undefined;
}

/** Three flat layers stacked as in the data lake drawings, the one at `level` (0 on top) lit. */
function LayerGlyph({ level }: { level: number }) {
  return (
    <svg className={styles.glyph} viewBox="0 0 48 40" width="48" height="40" aria-hidden="true" focusable="false">
      {[0, 1, 2].map((index) => (
        <path
          key={index}
          d={`M24 ${4 + index * 11}l20 8-20 8-20-8z`}
          fill={index === level ? '#06b6d4' : '#1a3470'}
          stroke={index === level ? '#67e8f9' : '#3b5cb8'}
          strokeWidth="1.2"
          strokeLinejoin="round"
        />
      ))}
    </svg>
  );
}

/**
 * The practice's offerings as the stack of a client's systems they work on, each layer a row: its
 * name beside (on a phone, above) what is built there. The stack says what the section's heading
 * claims, that the three layers are handled together.
 */
export function OfferingLayers({ layers }: { layers: OfferingLayer[] }) {
  return (
    <ol className={styles.layers}>
      {layers.map((layer, level) => (
        <li key={layer.name} className={styles.layer}>
          <div className={styles.label}>
            <LayerGlyph level={level} />
            <h3 className={styles.name}>{layer.name}</h3>
            <p className={styles.note}>{layer.note}</p>
          </div>
          <ul className={styles.offerings}>
            {layer.offerings.map(({ icon: Icon, title, text }) => (
              <li key={title} className={styles.offering}>
                <h4 className={styles.title}>
                  <Icon aria-hidden="true" size={20} strokeWidth={1.9} className={styles.icon} />
                  {title}
                </h4>
                <p className={styles.text}>{text}</p>
              </li>
            ))}
          </ul>
          {layer.log && (
            // The log takes the cells the offerings leave in the row of three.
            <div className={styles.log} style={{ '--cells': 3 - layer.offerings.length } as CSSProperties}>
              <ActivityLog {...layer.log} />
            </div>
          )}
        </li>
      ))}
    </ol>
  );
}
