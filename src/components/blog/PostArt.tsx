import type { PostMeta } from '../../content/types.ts';
import { siteConfig } from '../../site.config.ts';

const WIDTH = 856;
const HEIGHT = 540;

/** A stable small number from the slug, so each post gets its own arrangement of shapes. */
function seedOf(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619);
  return hash >>> 0;
}

/**
 * The post's artwork in the site's one template: navy field, the category's colour, a grid of
 * nodes whose arrangement comes from the slug, and the banner label. Original and tiny.
 */
export function PostArt({ post, decorative = true }: { post: PostMeta; decorative?: boolean }) {
  const color = siteConfig.blog.categories.find((category) => category.slug === post.categorySlug)?.color ?? '#2563eb';
  const seed = seedOf(post.slug);
  const nodes = Array.from({ length: 9 }, (_, index) => {
    const bits = (seed >>> (index * 3)) & 7;
    return { x: 470 + (index % 3) * 120 + (bits & 1) * 24, y: 110 + Math.floor(index / 3) * 120 + (bits & 2) * 10, big: bits > 4 };
  });
  const gradientId = `art-${post.slug}`;
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      width={WIDTH}
      height={HEIGHT}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': `${post.banner}: ${post.title}` })}
      style={{ display: 'block', width: '100%', height: 'auto' }}
    >
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#0b1b3f" />
          <stop offset="1" stopColor="#152c63" />
        </linearGradient>
      </defs>
      <rect width={WIDTH} height={HEIGHT} fill={`url(#${gradientId})`} />
      <circle cx="700" cy="80" r="220" fill={color} opacity="0.22" />
      {nodes.map((node, index) => {
        const next = nodes[index + 1];
        return next && index % 3 !== 2 ? (
          <line key={`l${index}`} x1={node.x} y1={node.y} x2={next.x} y2={next.y} stroke="#67e8f9" strokeOpacity="0.45" strokeWidth="3" />
        ) : null;
      })}
      {nodes.map((node, index) => (
        <circle
          key={`n${index}`}
          cx={node.x}
          cy={node.y}
          r={node.big ? 18 : 10}
          fill={index % 4 === 0 ? '#06b6d4' : color}
          stroke="#fff"
          strokeWidth="3"
        />
      ))}
      <rect x="56" y="360" width="64" height="8" rx="4" fill="#06b6d4" />
      <text x="56" y="430" fill="#fff" fontFamily="Inter, Arial, sans-serif" fontSize="46" fontWeight="700">
        {post.banner}
      </text>
      <text x="56" y="478" fill="#c7d2e5" fontFamily="Inter, Arial, sans-serif" fontSize="24" fontWeight="500">
        {post.category}
      </text>
    </svg>
  );
}
