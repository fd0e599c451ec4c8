import { Head } from 'vite-react-ssg';
import { useLocation } from 'react-router-dom';
import { absoluteUrl } from '../../lib/urls.ts';
import { siteConfig } from '../../site.config.ts';

export interface SeoProps {
  /** The whole document title, exactly as the tab shows it. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** `noindex, follow` for pages search engines should not list (404, thank-you). */
  robots?: 'index, follow' | 'noindex, follow';
  /** Canonical path when it differs from the current one (e.g. /services → /service-details). */
  canonicalPath?: string;
}

/** Title, description, keywords, robots and canonical URL of a page. */
export function Seo({ title, description, keywords = siteConfig.defaultKeywords, robots = 'index, follow', canonicalPath }: SeoProps) {
  const { pathname } = useLocation();
  const path = canonicalPath ?? pathname;
  const base = import.meta.env.BASE_URL;
  return (
    <Head>
      <html lang="en" />
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(', ')} />
      <meta name="robots" content={robots} />
      <link rel="canonical" href={absoluteUrl(path === '/' ? '/' : path.replace(/\/$/, ''), base)} />
      <link rel="alternate" type="application/rss+xml" title={`${siteConfig.brand.name} Blog`} href={absoluteUrl('/rss.xml', base)} />
    </Head>
  );
}
