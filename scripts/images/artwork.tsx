/** @jsxRuntime automatic */
/** @jsxImportSource react */
/**
 * The one template of every generated article image (design brief): navy field, the category's
 * colour, a network of nodes arranged by the slug, the banner, and for social cards the title.
 * Rendered by satori, which turns text into paths, so the result needs no font at display time.
 */
import type { ReactElement } from 'react';

export interface ArtworkInput {
  slug: string;
  title: string;
  banner: string;
  category: string;
  color: string;
}

export type ArtworkKind = 'hero' | 'social';

export const SIZES: Record<ArtworkKind, { width: number; height: number }> = {
  hero: { width: 856, height: 540 },
  social: { width: 1200, height: 630 },
};

/** A stable number from the slug, so each article gets its own arrangement. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

function Network({ seed, color, width }: { seed: number; color: string; width: number }) {
  const nodes = Array.from({ length: 9 }, (_, index) => {
    const bits = (seed >>> (index * 3)) & 7;
    return { x: 60 + (index % 3) * 120 + (bits & 1) * 26, y: 50 + Math.floor(index / 3) * 100 + ((bits >> 1) & 1) * 20, big: bits > 4 };
  });
  return (
    <svg width={width} height={(width * 300) / 440} viewBox="0 0 440 300">
      <circle cx="290" cy="150" r="145" fill={color} fillOpacity="0.28" />
      {nodes.map((node, index) => {
        const next = nodes[index + 1];
        return next && index % 3 !== 2 ? (
          <line key={`l${index}`} x1={node.x} y1={node.y} x2={next.x} y2={next.y} stroke="#67e8f9" strokeOpacity="0.5" strokeWidth="3" />
        ) : null;
      })}
      {nodes.map((node, index) => (
        <circle
          key={`n${index}`}
          cx={node.x}
          cy={node.y}
          r={node.big ? 17 : 10}
          fill={index % 4 === 0 ? '#06b6d4' : color}
          stroke="#ffffff"
          strokeWidth="3"
        />
      ))}
    </svg>
  );
}

function Mark({ size }: { size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40">
      <rect width="40" height="40" rx="10" fill="#1a3470" />
      <path d="M10 26 20 14l10 12" fill="none" stroke="#06b6d4" strokeWidth="4" strokeLinecap="round" strokeLinejoin="round" />
      <path d="M14 30h12" stroke="#2563eb" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}

export function artwork(kind: ArtworkKind, input: ArtworkInput): ReactElement {
  const { width, height } = SIZES[kind];
  const social = kind === 'social';
  const [padY, padX] = social ? [56, 72] : [40, 56];
  return (
    <div
      style={{
        // satori sizes boxes without their padding, so the padding comes off the canvas size.
        width: width - 2 * padX,
        height: height - 2 * padY,
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: `${padY}px ${padX}px`,
        backgroundImage: 'linear-gradient(135deg, #0b1b3f 0%, #152c63 100%)',
        fontFamily: 'Inter',
        color: '#ffffff',
      }}
    >
      <div style={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <div style={{ display: 'flex', alignItems: 'center', fontSize: 30, fontWeight: 700 }}>
          {social && <Mark size={48} />}
          {social && <div style={{ display: 'flex', marginLeft: 16, letterSpacing: 2 }}>ITAH</div>}
        </div>
        <Network seed={seedOf(input.slug)} color={input.color} width={social ? 400 : 380} />
      </div>
      <div style={{ display: 'flex', flexDirection: 'column' }}>
        <div style={{ display: 'flex', width: 64, height: 8, borderRadius: 4, backgroundColor: '#06b6d4', marginBottom: 20 }} />
        <div style={{ display: 'flex', fontSize: social ? 28 : 24, fontWeight: 500, color: '#c7d2e5', marginBottom: 10 }}>
          {social ? `${input.banner} · ${input.category}` : input.banner === input.category ? 'ITAH Insights' : input.category}
        </div>
        <div style={{ display: 'flex', fontSize: social ? 56 : 50, fontWeight: 700, lineHeight: 1.12, maxWidth: social ? 1000 : 720 }}>
          {social ? input.title : input.banner}
        </div>
      </div>
    </div>
  );
}
