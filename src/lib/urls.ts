import { siteConfig } from '../site.config.ts';

/**
 * The absolute URL of a site path, for canonical links, feeds, sitemaps and social cards:
 * `/blog/x` under base `/preview/b/` → `https://www.itah.example/preview/b/blog/x`.
 */
export function absoluteUrl(path: string, basePath: string): string {
  const base = basePath.replace(/\/$/, '');
  return `${siteConfig.siteUrl}${base}${path === '/' && base ? '/' : path}`;
}
