import { useLocation } from 'react-router-dom';
import { Head } from 'vite-react-ssg';
import { absoluteUrl } from '../../lib/urls.ts';
import { siteConfig } from '../../site.config.ts';

/** The social card of pages that have none of their own, drawn at build (SITE_SOCIAL_IMAGE in scripts/images/). */
const DEFAULT_SOCIAL_IMAGE = __SITE_SOCIAL_IMAGE__;

export interface SeoProps {
  /** The whole document title, exactly as the tab shows it. */
  title: string;
  description: string;
  keywords?: readonly string[];
  /** `noindex, follow` for pages search engines should not list (404, thank-you). */
  robots?: 'index, follow' | 'noindex, follow';
  /** Canonical path when it differs from the current one (e.g. /services → /service-details). Unlisted pages have none. */
  canonicalPath?: string;
  /** Site path of a 1200×630 image for link previews. */
  image?: string;
  /** `article` with its publication date on blog posts. */
  article?: { publishedTime: string; section: string; tags: string[] };
}

/** Title, description, keywords, robots, canonical URL, and the Open Graph and Twitter cards. */
export function Seo({
  title,
  description,
  keywords = siteConfig.defaultKeywords,
  robots = 'index, follow',
  canonicalPath,
  image = DEFAULT_SOCIAL_IMAGE,
  article,
}: SeoProps) {
  const { pathname } = useLocation();
  const base = import.meta.env.BASE_URL;
  const path = canonicalPath ?? pathname;
  const canonical = absoluteUrl(path === '/' ? '/' : path.replace(/\/$/, ''), base);
  // A page kept out of search results names no canonical address: the not-found page's own
  // address (/404) answers 404, and a canonical there would contradict its noindex.
  const listed = robots === 'index, follow';
  const imageUrl = absoluteUrl(image, base);
  return (
    <Head>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta name="keywords" content={keywords.join(', ')} />
      <meta name="robots" content={robots} />
      {listed && <link rel="canonical" href={canonical} />}
      <link rel="alternate" type="application/rss+xml" title={`${siteConfig.brand.name} Blog`} href={absoluteUrl('/rss.xml', base)} />
      <link rel="alternate" type="application/atom+xml" title={`${siteConfig.brand.name} Blog`} href={absoluteUrl('/atom.xml', base)} />
      <meta property="og:site_name" content={`${siteConfig.brand.name}, ${siteConfig.brand.longName}`} />
      <meta property="og:locale" content="en_US" />
      <meta property="og:type" content={article ? 'article' : 'website'} />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      {listed && <meta property="og:url" content={canonical} />}
      <meta property="og:image" content={imageUrl} />
      <meta property="og:image:width" content="1200" />
      <meta property="og:image:height" content="630" />
      <meta property="og:image:alt" content={title} />
      {article && <meta property="article:published_time" content={article.publishedTime} />}
      {article && <meta property="article:section" content={article.section} />}
      {article?.tags.map((tag) => (
        <meta key={tag} property="article:tag" content={tag} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={title} />
      <meta name="twitter:description" content={description} />
      <meta name="twitter:image" content={imageUrl} />
    </Head>
  );
}
